import { type RefObject, useMemo } from "react";
import { Dialog } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { type DiffPart, sideBySide } from "~/lib/word-diff";
import { countLabel } from "../counts";

type CompareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  original: string;
  revised: string;
  /** The button that opened it: focus goes back there on close. */
  opener: RefObject<HTMLElement | null>;
};

/** 'Compare Original vs New': the two texts side by side, removed words struck out, added words marked. */
export function CompareDialog({ open, onOpenChange, original, revised, opener }: CompareDialogProps) {
  const diff = useMemo(() => (open ? sideBySide(original, revised) : null), [open, original, revised]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Original vs New"
      description="Words removed from the original are struck through; words added in the new version are highlighted."
      className="max-w-5xl"
      returnFocusTo={opener}
    >
      {diff && (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="text-destructive">{countLabel(diff.removed, "word")} removed</span>
            <span className="text-success">{countLabel(diff.added, "word")} added</span>
          </p>
          <div className="grid max-h-[65vh] gap-4 overflow-y-auto md:grid-cols-2">
            <DiffColumn heading="Original" parts={diff.original} />
            <DiffColumn heading="New" parts={diff.revised} />
          </div>
        </div>
      )}
    </Dialog>
  );
}

function DiffColumn({ heading, parts }: { heading: string; parts: DiffPart[] }) {
  return (
    <section
      aria-label={heading}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 className="text-sm font-semibold text-muted-foreground">{heading}</h3>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
        {parts.map((part, index) =>
          part.kind === "same" ? <span key={index}>{part.text}</span> : <DiffMark key={index} part={part} />,
        )}
      </p>
    </section>
  );
}

function DiffMark({ part }: { part: DiffPart }) {
  const Tag = part.kind === "removed" ? "del" : "ins";
  const text = part.text.trimEnd();
  const trailing = part.text.slice(text.length);
  return (
    <>
      <Tag
        title={part.kind === "removed" ? "Removed" : "Added"}
        className={cn(
          "rounded px-0.5",
          part.kind === "removed"
            ? "bg-destructive/15 text-destructive line-through decoration-2"
            : "bg-success/15 text-success no-underline",
        )}
      >
        {text}
      </Tag>
      {trailing}
    </>
  );
}
