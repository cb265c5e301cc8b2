import { AlertTriangle, Loader2, RotateCcw, Square, Wand2 } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { TEXT_MAX_CHARS } from "../../../shared/run";
import { countWords } from "../../../shared/words";
import { countLabel } from "./counts";
import { ModelStatusNotice } from "./ModelStatusNotice";
import { VoiceInputButton } from "./VoiceInputButton";

/** Word counter debounce, spec §9. */
const COUNT_DEBOUNCE_MS = 300;

type InputPanelProps = {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  placeholder: string;
  /** Words left this month; undefined while unknown. */
  remaining: number | undefined;
  busy: boolean;
  onProcess: () => void;
  onStop: () => void;
  onReset: () => void;
  /** Controls shown above the text box (the AI Style picker). */
  children?: ReactNode;
};

export function InputPanel(props: InputPanelProps) {
  const { id, text, onTextChange, placeholder, remaining, busy, onProcess, onStop, onReset } = props;
  const words = countWords(useDebouncedValue(text, COUNT_DEBOUNCE_MS));
  const overAllowance = remaining !== undefined && words > remaining;
  const tooLong = text.length > TEXT_MAX_CHARS;
  const warningId = `${id}-warning`;

  const appendDictation = (dictated: string) =>
    onTextChange(text === "" || /\s$/.test(text) ? text + dictated : `${text} ${dictated}`);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!busy && !overAllowance && !tooLong) onProcess();
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      {props.children}
      <div className="flex flex-col gap-2">
        <div className="flex items-end justify-between gap-2">
          <Label htmlFor={id}>Input Text</Label>
          <span className="text-xs text-muted-foreground tabular-nums">{countLabel(words, "word")}</span>
        </div>
        <Textarea
          id={id}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={overAllowance || tooLong ? warningId : undefined}
          aria-invalid={overAllowance || tooLong || undefined}
          className="min-h-[260px] resize-y text-base leading-relaxed sm:text-sm"
        />
        {overAllowance && (
          <p
            id={warningId}
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            This text contains {words} words, but you only have {remaining} words remaining in your free plan.
          </p>
        )}
        {tooLong && !overAllowance && (
          <p id={warningId} className="text-sm text-destructive">
            Text is too long (maximum {TEXT_MAX_CHARS.toLocaleString("en-US")} characters).
          </p>
        )}
      </div>
      <ModelStatusNotice />
      <div className="flex flex-wrap items-center gap-2">
        <VoiceInputButton onText={appendDictation} disabled={busy} />
        <Button variant="outline" size="icon" aria-label="Reset" title="Reset" onClick={onReset} disabled={busy}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        </Button>
        <div className="ml-auto flex gap-2">
          {busy && (
            <Button variant="secondary" onClick={onStop}>
              <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
              Stop
            </Button>
          )}
          <Button onClick={onProcess} disabled={busy || overAllowance || tooLong} title="Ctrl+Enter">
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Wand2 className="h-4 w-4" aria-hidden="true" />
            )}
            {busy ? "Processing..." : "Process Text"}
          </Button>
        </div>
      </div>
    </Card>
  );
}
