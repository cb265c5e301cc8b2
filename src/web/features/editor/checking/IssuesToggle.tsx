import type { Editor } from "@tiptap/core";
import { AlertTriangle, ListChecks, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useCheckerStatus, useProblems } from "./use-checking";

/**
 * The toolbar's way into the issue panel, with the number of issues, and the checker's state
 * beside it: "Checking…" while the rules have text to answer for (announced politely), or that
 * they could not load. Shown whether the panel is open or not; in a narrow toolbar as icons, the
 * words kept for screen readers.
 */
export function IssuesToggle({ editor, open, onToggle }: { editor: Editor; open: boolean; onToggle: () => void }) {
  const { problems } = useProblems(editor);
  const status = useCheckerStatus();
  const checking = status.pending > 0;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="gap-1.5 px-2.5"
        aria-pressed={open}
        title="Issues"
        onClick={onToggle}
      >
        <ListChecks className="h-4 w-4" aria-hidden="true" /> <span className="@max-3xl:sr-only">Issues</span>
        <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">{problems.length}</span>
      </Button>
      <span role="status" aria-live="polite" className="flex items-center gap-1 text-xs text-muted-foreground">
        {checking ? (
          <>
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />{" "}
            <span className="@max-3xl:sr-only">Checking…</span>
          </>
        ) : status.failed ? (
          <>
            <AlertTriangle className="h-3.5 w-3.5 text-destructive" aria-hidden="true" />{" "}
            <span className="@max-3xl:sr-only">Checker unavailable</span>
          </>
        ) : null}
      </span>
    </>
  );
}
