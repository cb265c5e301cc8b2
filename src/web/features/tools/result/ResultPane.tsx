import type { Tool } from "@shared/tools";
import { countWords } from "@shared/words";
import { Columns2, Loader2, type LucideIcon } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { SaveStatus } from "~/components/documents/SaveStatus";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { SaveState } from "~/lib/use-autosave";
import { countLabel } from "../counts";
import type { ToolRun } from "../run/use-tool-run";
import { WAITING_LABEL } from "../run/waiting";
import { CompareDialog } from "./CompareDialog";
import { CopyButton } from "./copy";
import { EmptyResult } from "./EmptyResult";
import { OpenInEditor } from "./OpenInEditor";
import { ResultDownloads, type ResultDownloadsProps } from "./ResultDownloads";
import { ResultSuggestions } from "./ResultSuggestions";
import { useRevealResult } from "./use-reveal-result";

/** The text a pane shows: a run's result (editable), or text the screen keeps itself. */
type Source =
  | {
      run: Pick<ToolRun, "result" | "edit" | "busy" | "waiting" | "saveState" | "documentId">;
      text?: never;
      onChange?: never;
      busy?: never;
      documentId?: never;
    }
  | {
      run?: never;
      /** null until there is something to show: the empty state stands in. */
      text: string | null;
      onChange?: (text: string) => void;
      /** A run is writing into the pane: the text is read-only and the actions wait. */
      busy: boolean;
      /** How saving the edited text to its document goes. */
      saveState?: SaveState;
      /** The document the shown text is saved as, for Open in editor. */
      documentId?: string | null;
    };

type ResultPaneProps = Source & {
  /** The tool whose result this is: its heading, empty state, height and downloads (its `result`). */
  tool: Tool;
  /** Element id of the editable result (default `{slug}-result`); the heading is its label. */
  id?: string;
  icon?: LucideIcon;
  /** Icon of the empty state. */
  emptyIcon?: LucideIcon;
  /** What the status line says while busy (default 'Generating…'). */
  busyLabel?: string;
  /** Beside the heading when idle (e.g. the target language). */
  aside?: ReactNode;
  /** Controls beside the heading (e.g. a view toggle). */
  toolbar?: ReactNode;
  boxClassName?: string;
  /** Shown instead of the editable text box (e.g. a highlighted view, or tabs of drafts). */
  body?: ReactNode;
  /** Downloads other than the tool's own (a file name or title of the screen's, special formats). */
  downloads?: Omit<ResultDownloadsProps, "text" | "disabled">;
  /** Description of the 'Copied!' toast. */
  copyDescription?: string;
  /** Hide Copy and downloads until a result exists instead of disabling them. */
  hideActionsUntilResult?: boolean;
  /** 'Compare Original vs New' against the text the result was made from. */
  compare?: { original: string };
  /** More buttons after Copy and the downloads (e.g. Regenerate). */
  actions?: ReactNode;
  /** Under the actions (e.g. the humanizer's score, a disclaimer). */
  children?: ReactNode;
  className?: string;
};

/**
 * The one result card of every tool that writes text: the streamed, editable result, its word and
 * character counts, Copy, the tool's downloads, and (where asked) a side-by-side comparison.
 */
export function ResultPane(props: ResultPaneProps) {
  const { icon: Icon, tool } = props;
  const id = props.id ?? `${tool.slug}-result`;
  const label = tool.result?.label ?? "Generated Result";
  const empty = tool.result?.empty ?? { hint: "Your result will appear here." };
  const text = props.run ? props.run.result : props.text;
  const busy = props.run ? props.run.busy : props.busy;
  const onChange = props.run ? props.run.edit : props.onChange;
  const saveState = props.run ? props.run.saveState : props.saveState;
  const documentId = props.run ? props.run.documentId : props.documentId;
  const height = tool.result?.height;
  const downloadsOf = props.downloads ?? { of: tool.download, title: tool.name };
  const value = text ?? "";
  const hasText = value.trim() !== "";
  const actionsDisabled = !hasText || busy;
  const boxStyle = height ? { height } : undefined;
  // A fixed height needs no flex growth: a zero flex basis would override it.
  const grow = !height && "min-h-[260px] flex-1";
  const card = useRef<HTMLDivElement>(null);
  useRevealResult(card, busy, hasText);

  return (
    <Card ref={card} className={cn("flex min-w-0 flex-col gap-4 p-4 sm:p-6", props.className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          {Icon && <Icon className="h-5 w-5 text-primary" aria-hidden="true" />}
          <label htmlFor={id}>{label}</label>
        </h2>
        <div className="flex items-center gap-3">
          <span role="status" aria-live="polite" className="text-sm text-primary">
            {busy ? (
              <span className="flex items-center gap-1.5">
                <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
                {props.run?.waiting ? WAITING_LABEL : (props.busyLabel ?? "Generating…")}
              </span>
            ) : (
              props.aside
            )}
          </span>
          {props.toolbar}
        </div>
      </div>
      {text === null ? (
        <EmptyResult icon={props.emptyIcon} {...empty} style={boxStyle} className={grow || undefined} />
      ) : (
        (props.body ?? (
          <Textarea
            id={id}
            value={value}
            onChange={(event) => onChange?.(event.target.value)}
            readOnly={busy || !onChange}
            style={boxStyle}
            className={cn("resize-y text-base leading-relaxed sm:text-sm", grow, props.boxClassName)}
          />
        ))
      )}
      {text !== null && (
        <div className="-mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <p className="tabular-nums">
            {countLabel(countWords(value), "word")} · {countLabel(value.length, "character")}
          </p>
          {saveState && <SaveStatus state={saveState} />}
        </div>
      )}
      {!(props.hideActionsUntilResult && text === null) && (
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton text={value} disabled={actionsDisabled} description={props.copyDescription} />
          {props.compare && (
            <CompareButton original={props.compare.original} revised={value} disabled={actionsDisabled} />
          )}
          {props.actions}
          {documentId && !busy && <OpenInEditor documentId={documentId} />}
          {/* The Download menu sits at the end of the row, after the other actions. */}
          <ResultDownloads text={value} disabled={actionsDisabled} {...downloadsOf} />
        </div>
      )}
      {/* The rules' suggestions for an editable text result; the grammar checker shows its own. */}
      {!busy && hasText && onChange && !props.body && tool.run !== "check" && (
        <ResultSuggestions text={value} onApply={onChange} />
      )}
      {props.children}
    </Card>
  );
}

function CompareButton({ original, revised, disabled }: { original: string; revised: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // No "Compare Mode: Side-by-side comparison view activated." toast: it only restated what the
  // dialog, opening at once, shows (README "Differences from the spec").
  const compare = () => setOpen(true);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="gap-1.5 px-2.5"
        onClick={compare}
        disabled={disabled || !original}
      >
        <Columns2 className="h-4 w-4" aria-hidden="true" /> Compare Original vs New
      </Button>
      <CompareDialog open={open} onOpenChange={setOpen} original={original} revised={revised} opener={button} />
    </>
  );
}
