import type { Dialect } from "@shared/checking/dialect";
import type { DeepIssue } from "@shared/deep-check";
import type { Editor } from "@tiptap/core";
import { X } from "lucide-react";
import { useRef } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/cn";
import { textBlocks } from "./blocks";
import { DeepCheckSection } from "./DeepCheckSection";
import { afterAccept, sessionDeepChecks } from "./deep-check";
import { dismissKey } from "./extension";
import { IssueItem } from "./IssueItem";
import { retryChecker } from "./linter";
import { acceptAllEdits, documentScore, firstFix, groupProblems, type IssueGroup, problemKey } from "./panel-model";
import { openProblem, type Problem, problems as problemsOf, refreshChecking } from "./plugin";
import { useCheckerStatus, useProblems } from "./use-checking";

const DIALECT_CHOICES: { value: Dialect; label: string }[] = [
  { value: "american", label: "American English" },
  { value: "british", label: "British English" },
  { value: "canadian", label: "Canadian English" },
  { value: "australian", label: "Australian English" },
];

/** The score's colour, as on the grammar checker: 80+ green, 60+ amber, else red. */
function scoreStyle(score: number) {
  if (score >= 80) return "bg-success/15 text-success border-success/30";
  if (score >= 60) return "bg-amber-500/15 text-amber-700 border-amber-500/30 dark:text-amber-300";
  return "bg-destructive/12 text-destructive border-destructive/30";
}

/** The same problem where it is now (positions move as the text is edited; the issue object stays). */
const current = (editor: Editor, problem: Problem) => problemsOf(editor.state).find((p) => p.issue === problem.issue);

/**
 * Every problem in the document beside the text (a Grammarly-like sidebar): by kind with counts,
 * the total and the document's score; each can be opened in the text, accepted or dismissed;
 * spelling and punctuation can be accepted all at once (one undo step each); the deep check with
 * the model is asked for here. Below the text on narrow screens.
 */
export function IssuePanel({
  editor,
  documentId,
  dialect,
  onDialect,
  onClose,
}: {
  editor: Editor;
  /** The document open in the editor: a deep check from it is kept as one of its runs. */
  documentId: string;
  dialect: Dialect;
  onDialect: (dialect: Dialect) => void;
  onClose: () => void;
}) {
  const { problems, words } = useProblems(editor);
  const status = useCheckerStatus();
  const heading = useRef<HTMLHeadingElement>(null);
  const { groups, total } = groupProblems(problems);
  const score = documentScore(problems, words);
  const checking = status.pending > 0;

  const jump = (problem: Problem) => {
    const now = current(editor, problem);
    if (!now) return;
    // The text takes the focus first, so the selection is drawn there; the card then takes it.
    editor.view.focus();
    editor.view.dispatch(openProblem(editor.state.tr, now));
  };

  const accept = (problem: Problem) => {
    const now = current(editor, problem);
    const fix = now && firstFix(now.issue);
    if (!now || fix === null || fix === undefined) return;
    if (now.issue.source === "ai") keepOtherAiSuggestions(editor, now, fix);
    // One transaction: one undo step. Marks on the text carry over to the fix.
    editor
      .chain()
      .command(({ tr }) => {
        if (fix) tr.insertText(fix, now.from, now.to);
        else tr.delete(now.from, now.to);
        return true;
      })
      .run();
    heading.current?.focus();
  };

  const dismiss = (problem: Problem) => {
    editor.storage.checking.dismissed.add(dismissKey(problem.issue));
    refreshChecking(editor.view);
    heading.current?.focus();
  };

  const acceptAll = (group: IssueGroup) => {
    if (group.key === "ai") return;
    const edits = acceptAllEdits(problemsOf(editor.state), group.key);
    if (!edits.length) return;
    // Every fix in one transaction, from the end back: one undo step, no position moved by another.
    editor
      .chain()
      .command(({ tr }) => {
        for (const edit of edits) {
          if (edit.insert) tr.insertText(edit.insert, edit.from, edit.to);
          else tr.delete(edit.from, edit.to);
        }
        return true;
      })
      .run();
    toast.success(`${edits.length} ${group.label.toLowerCase()} ${edits.length === 1 ? "fix" : "fixes"} applied.`);
    heading.current?.focus();
  };

  return (
    <aside
      aria-labelledby="issue-panel-title"
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 text-sm lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="issue-panel-title" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
          Issues <span className="tabular-nums text-muted-foreground">({total})</span>
        </h2>
        <div className="flex items-center gap-2">
          <span
            title={`Document score ${score} out of 100`}
            className={cn("rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums", scoreStyle(score))}
          >
            Score: {score}/100
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close Issues"
            className="rounded-md p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <CheckerState
        checking={checking}
        failed={status.failed}
        onRetry={() => {
          retryChecker();
          refreshChecking(editor.view);
        }}
      />

      <NativeSelect
        value={dialect}
        choices={DIALECT_CHOICES}
        onChange={onDialect}
        label="English dialect of the checks"
        className="h-8 text-sm"
      />

      <DeepCheckSection editor={editor} documentId={documentId} dialect={dialect} />

      {total === 0 && !status.failed && (
        <p className="rounded-md border border-dashed p-3 text-center text-muted-foreground">
          {checking ? "Checking…" : "No issues found"}
        </p>
      )}

      {groups.map((group) => (
        <IssueSection
          key={group.key}
          group={group}
          onJump={jump}
          onAccept={accept}
          onDismiss={dismiss}
          onAcceptAll={group.key === "spelling" || group.key === "punctuation" ? () => acceptAll(group) : undefined}
        />
      ))}
    </aside>
  );
}

/** "Checking…" while the rules have text to answer for, or why they are not running. */
function CheckerState({
  checking,
  failed,
  onRetry,
}: {
  checking: boolean;
  failed: string | null;
  onRetry: () => void;
}) {
  if (failed && !checking) {
    return (
      <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/10 p-2.5 text-destructive">
        <p>The checker could not load, so the text is not being checked.</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}

function IssueSection({
  group,
  onJump,
  onAccept,
  onDismiss,
  onAcceptAll,
}: {
  group: IssueGroup;
  onJump: (problem: Problem) => void;
  onAccept: (problem: Problem) => void;
  onDismiss: (problem: Problem) => void;
  onAcceptAll?: () => void;
}) {
  const id = `issue-group-${group.key}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {group.label} <span className="tabular-nums">({group.items.length})</span>
        </h3>
        {onAcceptAll && (
          <Button size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={onAcceptAll}>
            Accept all {group.label.toLowerCase()}
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-1.5">
        {group.items.map((problem) => (
          <IssueItem
            key={problemKey(problem)}
            problem={problem}
            onJump={onJump}
            onAccept={onAccept}
            onDismiss={onDismiss}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * Before a model's suggestion is applied: its paragraph's other suggestions are kept for the text
 * the paragraph will have, so they stay listed without another (charged) check.
 */
function keepOtherAiSuggestions(editor: Editor, problem: Problem, fix: string): void {
  const block = textBlocks(editor.state.doc).find((b) => b.pos <= problem.from && problem.to <= b.pos + b.text.length);
  const found = block && sessionDeepChecks.get(block.text);
  if (!block || !found) return;
  const next = afterAccept(block.text, found, problem.issue as DeepIssue, fix);
  sessionDeepChecks.set(next.text, next.issues);
  editor.storage.checking.aiFound = sessionDeepChecks.all();
}
