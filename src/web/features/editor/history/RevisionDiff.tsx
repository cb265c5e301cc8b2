import { useMemo } from "react";
import { wordDiff } from "~/lib/word-diff";

/**
 * What restoring a revision would change in the current text, word by word: words only the
 * revision has are inserted (underlined), words only the current text has are deleted (struck
 * through). Each change is an <ins> or <del> with a spoken label, so it is never told by colour alone.
 */
export function RevisionDiff({ current, revision }: { current: string; revision: string }) {
  const parts = useMemo(() => wordDiff(current, revision), [current, revision]);
  const changed = parts.some((part) => part.kind !== "same");
  if (!changed) return <p className="text-sm text-muted-foreground">This version is the same as the current text.</p>;
  return (
    <div
      className="whitespace-pre-wrap rounded-md border bg-background p-3 text-sm leading-relaxed"
      data-testid="revision-diff"
    >
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins key={index} className="bg-emerald-500/15 text-foreground underline decoration-2 underline-offset-2">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <del key={index} className="bg-red-500/15 text-muted-foreground line-through decoration-2">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ),
      )}
    </div>
  );
}
