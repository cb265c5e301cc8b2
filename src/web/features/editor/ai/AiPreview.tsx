import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { WAITING_LABEL } from "../../tools/run/waiting";
import { useRunShortcut } from "../../tools/ShortcutHint";
import type { SelectionRun } from "./use-selection-run";

/**
 * The reply to an AI action, beside the selection: it streams in (read out politely), with Stop
 * while it does; then Accept (Ctrl/⌘+Enter), Try again and Discard (Escape). A refusal or failure
 * is shown here in the tool pages' words.
 */
export function AiPreview({
  title,
  run,
  onStop,
  onAccept,
  onRetry,
  onDiscard,
}: {
  title: string;
  run: SelectionRun;
  onStop: () => void;
  onAccept: () => void;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shortcut = useRunShortcut();
  const streaming = run.state === "streaming";
  const acceptable = run.state === "done" && run.text.trim() !== "";

  // Focus follows the step: Stop while streaming, then Accept (or Try again when there is nothing to accept).
  useEffect(() => {
    const name = streaming ? "stop" : acceptable ? "accept" : "retry";
    box.current?.querySelector<HTMLElement>(`[data-action=${name}]`)?.focus();
  }, [streaming, acceptable]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onDiscard();
    } else if (event.key === "Enter" && (event.metaKey || event.ctrlKey) && acceptable) {
      event.preventDefault();
      onAccept();
    }
  };

  return (
    <section
      ref={box}
      aria-label={`AI suggestion: ${title}`}
      onKeyDown={onKeyDown}
      className="flex w-[min(28rem,90vw)] flex-col gap-3 rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
    >
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <div aria-live="polite" data-testid="ai-preview-text" className="max-h-60 overflow-y-auto text-sm">
        {run.state === "failed" ? (
          <div role="alert">
            <p className="font-medium">{run.title}</p>
            <p className="text-muted-foreground">{run.message}</p>
          </div>
        ) : (
          <p className="whitespace-pre-wrap">
            {run.state === "streaming" && run.waiting && <span className="text-muted-foreground">{WAITING_LABEL}</span>}
            {"text" in run ? run.text : ""}
            {streaming && <Loader2 className="ml-1 inline h-3 w-3 animate-spin" aria-label="Writing" />}
          </p>
        )}
        {run.state === "stopped" && <p className="mt-1 text-xs text-muted-foreground">Stopped.</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {streaming ? (
          <Button size="sm" variant="outline" data-action="stop" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <>
            {acceptable && (
              <Button size="sm" data-action="accept" aria-keyshortcuts={shortcut.keys} onClick={onAccept}>
                Accept <span className="text-xs opacity-80">({shortcut.label}+Enter)</span>
              </Button>
            )}
            <Button size="sm" variant="outline" data-action="retry" onClick={onRetry}>
              Try again
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" data-action="discard" aria-keyshortcuts="Escape" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
