import { Loader2, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { DownloadFormat } from "../../../shared/tool-spec";
import { countWords } from "../../../shared/words";
import { countLabel } from "./counts";
import { CopyButton, DownloadButtons, type GenericFormat } from "./ResultActions";

export type ResultDownloads = {
  base: string;
  title: string;
  formats: DownloadFormat[];
  savedMessage?: (format: GenericFormat) => string;
  labels?: Partial<Record<GenericFormat, string>>;
};

type ResultPanelProps = {
  id: string;
  /** The card's heading, which also labels the text box. */
  label?: string;
  /** null until the first run writes something. */
  result: string | null;
  onChange: (text: string) => void;
  streaming: boolean;
  /** Shown before the first result. */
  empty?: { title?: string; hint: string };
  /** Height of the result box in px (spec §9: 400 long-form and tone, 500 questions, 700 resume). */
  height?: number;
  download?: ResultDownloads;
  /** Description of the 'Copied!' toast. */
  copyDescription?: string;
  /** Hide Copy and downloads until a result exists instead of disabling them. */
  hideActionsUntilResult?: boolean;
  /** More buttons after Copy and the downloads. */
  actions?: ReactNode;
  /** Beside the heading (e.g. a word count). */
  aside?: ReactNode;
  /** Under the actions (e.g. the humanizer's score). */
  children?: ReactNode;
  className?: string;
};

/** The result card: the editable result, its counts, copy and downloads. */
export function ResultPanel(props: ResultPanelProps) {
  const { id, label = "Generated Result", result, onChange, streaming, empty, height, download } = props;
  const text = result ?? "";
  const actionsDisabled = text.trim() === "" || streaming;
  const boxStyle = height ? { height } : undefined;
  const showActions = !(props.hideActionsUntilResult && result === null);

  return (
    <Card className={cn("flex min-w-0 flex-col gap-4 p-4 sm:p-6", props.className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold leading-tight">
          <label htmlFor={id}>{label}</label>
        </h2>
        <span role="status" aria-live="polite" className="text-sm text-primary">
          {streaming ? (
            <span className="flex items-center gap-1.5">
              <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
              Generating…
            </span>
          ) : (
            props.aside
          )}
        </span>
      </div>
      {result === null ? (
        <div
          style={boxStyle}
          className={cn(
            "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground",
            // A fixed height needs no flex growth: a zero flex basis would override it.
            !height && "min-h-[260px] flex-1",
          )}
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Sparkles className="h-5 w-5" aria-hidden="true" />
          </span>
          {empty?.title && <p className="font-medium text-foreground">{empty.title}</p>}
          <p className="max-w-xs text-sm">{empty?.hint ?? "Your result will appear here."}</p>
        </div>
      ) : (
        <Textarea
          id={id}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          readOnly={streaming}
          style={boxStyle}
          className={cn("resize-y text-base leading-relaxed sm:text-sm", !height && "min-h-[260px] flex-1")}
        />
      )}
      {result !== null && (
        <p className="-mt-2 text-xs text-muted-foreground tabular-nums">
          {countLabel(countWords(text), "word")} · {countLabel(text.length, "character")}
        </p>
      )}
      {showActions && (
        <div className="flex flex-wrap gap-2">
          <CopyButton text={text} disabled={actionsDisabled} description={props.copyDescription} />
          {download && (
            <DownloadButtons
              text={text}
              base={download.base}
              title={download.title}
              formats={download.formats}
              savedMessage={download.savedMessage}
              labels={download.labels}
              disabled={actionsDisabled}
            />
          )}
          {props.actions}
        </div>
      )}
      {props.children}
    </Card>
  );
}
