import { grammarScore, ISSUE_TYPE_LABEL, type IssueType } from "@shared/grammar";
import type { BlockIssue } from "./linter";
import type { Problem } from "./plugin";

/** A section of the issue panel: one kind of rule finding, or the model's suggestions. */
export type IssueGroup = { key: IssueType | "ai"; label: string; items: Problem[] };

/** The panel's sections in the order they are listed: errors first, house rules and the model's after. */
const GROUP_ORDER: IssueType[] = ["spelling", "grammar", "punctuation", "style", "guide"];
export const AI_GROUP_LABEL = "AI suggestions";

/** The problems by section (empty sections left out), each in document order, and how many in all. */
export function groupProblems(problems: Problem[]): { groups: IssueGroup[]; total: number } {
  const byKey = new Map<IssueGroup["key"], Problem[]>();
  for (const problem of problems) {
    const key = problem.issue.source === "ai" ? "ai" : problem.issue.type;
    const list = byKey.get(key);
    if (list) list.push(problem);
    else byKey.set(key, [problem]);
  }
  const groups: IssueGroup[] = [];
  for (const key of [...GROUP_ORDER, "ai" as const]) {
    const items = byKey.get(key);
    if (items) groups.push({ key, label: key === "ai" ? AI_GROUP_LABEL : ISSUE_TYPE_LABEL[key], items });
  }
  return { groups, total: problems.length };
}

/** The document's score: the grammar checker's, from every problem shown and the document's words. */
export function documentScore(problems: Problem[], words: number): number {
  return grammarScore(
    problems.map((p) => p.issue),
    words,
  );
}

/** The fix "Accept" applies: the first suggestion ("" deletes the text), or null when there is none. */
export function firstFix(issue: BlockIssue): string | null {
  return issue.suggestions[0] ?? (issue.removes ? "" : null);
}

/** One replacement in the document: positions as they are before any edit of the batch. */
export type Edit = { from: number; to: number; insert: string };

/**
 * The edits "Accept all" makes for one kind of rule finding (the model's suggestions are accepted one
 * by one): each problem's first fix, leaving out problems without one and any that overlaps a
 * problem already taken (its text would no longer be what it was found on). Listed from the end of
 * the document back, so applying them in order in one transaction never moves a later edit's
 * positions, and the batch is one undo step.
 */
export function acceptAllEdits(problems: Problem[], type: IssueType): Edit[] {
  // `problems` is in document order, as problems() in plugin.ts gives them.
  const edits: Edit[] = [];
  let reached = -1;
  for (const problem of problems) {
    if (problem.issue.type !== type || problem.issue.source === "ai") continue;
    const fix = firstFix(problem.issue);
    if (fix === null || problem.from < reached) continue;
    edits.push({ from: problem.from, to: problem.to, insert: fix });
    reached = problem.to;
  }
  return edits.reverse();
}

/** A stable key for a problem in a list. */
export const problemKey = (p: Problem) =>
  `${p.from}:${p.to}:${p.issue.source ?? "rules"}:${p.issue.type}:${p.issue.explanation}`;
