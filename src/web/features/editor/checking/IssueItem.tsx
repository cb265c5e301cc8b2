import { visibleFix } from "@shared/grammar";
import { Check, X } from "lucide-react";
import { AI_LOOK, ISSUE_LOOK } from "./kinds";
import { firstFix } from "./panel-model";
import type { Problem } from "./plugin";

/** One finding in the issue panel: its text and fix (a button that jumps to it), Accept and Dismiss. */
export function IssueItem({
  problem,
  onJump,
  onAccept,
  onDismiss,
}: {
  problem: Problem;
  onJump: (problem: Problem) => void;
  onAccept: (problem: Problem) => void;
  onDismiss: (problem: Problem) => void;
}) {
  const { issue } = problem;
  const fix = firstFix(issue);
  const shown = visibleFix(issue.text) || "—";
  const kind = issue.source === "ai" ? AI_LOOK.label : ISSUE_LOOK[issue.type].label;
  return (
    <li className="flex items-start gap-1 rounded-md border bg-background p-1.5">
      <button
        type="button"
        onClick={() => onJump(problem)}
        className="min-w-0 flex-1 rounded px-1 py-0.5 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex flex-wrap items-center gap-1 break-words">
          <span className="sr-only">{kind}: </span>
          <span className="font-medium line-through decoration-destructive/60">{shown}</span>
          {fix !== null && (
            <>
              <span aria-hidden="true" className="text-muted-foreground">
                →
              </span>
              <span className="font-medium text-success">{fix ? visibleFix(fix) : "(remove)"}</span>
            </>
          )}
        </span>
        <span className="mt-0.5 block text-xs text-muted-foreground">{issue.explanation}</span>
      </button>
      {fix !== null && (
        <button
          type="button"
          onClick={() => onAccept(problem)}
          aria-label={fix ? `Accept “${visibleFix(fix)}” for “${shown}”` : `Accept: remove “${shown}”`}
          title="Accept"
          className="rounded p-1 text-success hover:bg-success/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Check className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        onClick={() => onDismiss(problem)}
        aria-label={`Dismiss “${shown}”`}
        title="Dismiss"
        className="rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
