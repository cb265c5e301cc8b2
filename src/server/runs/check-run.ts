import { dialectOf } from "@shared/checking/dialect";
import { paragraphsOf } from "@shared/checking/paragraphs";
import { DEEP_CHECK_PARAGRAPH_CHARS_MAX } from "@shared/deep-check";
import { type GrammarIssue, type GrammarResult, grammarScore, RULES_ONLY_NOTICE } from "@shared/grammar";
import { guideIssues } from "@shared/guide-issues";
import type { RuleIssue } from "@shared/lint-issue";
import { REFUSALS } from "@shared/run";
import type { CheckDone, RunEvent } from "@shared/run-events";
import type { ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import { correctParagraphs } from "../ai/correct-paragraphs";
import type { Reservation, RunEnd } from "../metering/run-types";
import { checkText, plainIssue } from "../nlp/check-text";
import { applySuggestions } from "../nlp/rules";
import { deepCheckAsk } from "./deep-check-prompt";
import type { Prepared } from "./preflight";
import type { Producer, RunSession } from "./session";
import type { RunDeps } from "./types";

/** True when a fix only changes punctuation or letter case (what `offlineRules: "punctuation"` keeps). */
const punctuationOnly = (issue: RuleIssue) => {
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return issue.type === "punctuation" || bare(issue.text) === bare(issue.suggestion);
};

type Findings = { issues: GrammarIssue[]; correctedText: string };

/**
 * The model's findings beside the rules' (docs/decisions/0047-deep-check.md): the text's paragraphs
 * through the deep check's path (ai/correct-paragraphs.ts: the registry's prompt, the guide's terms,
 * the dialect; answers kept in the cache), each correction aligned into findings; a span the rules
 * already flag is not repeated. The corrected text is the text with the model's aligned edits,
 * then the guide's terms, whatever the model wrote. `remember` keeps the answers once charged.
 */
async function addModelFindings(
  deps: RunDeps,
  tool: ToolEntry,
  run: Prepared,
  userId: string,
  text: string,
  found: Findings,
  signal: AbortSignal,
): Promise<Findings & { remember: () => void }> {
  const pieces = paragraphsOf(text, DEEP_CHECK_PARAGRAPH_CHARS_MAX);
  const dialect = String(run.values.dialect ?? "american");
  const answer = await correctParagraphs(
    deps.provider,
    pieces.map((p) => p.text),
    {
      scope: `${userId}\u0000${deps.provider.status().model ?? ""}`,
      askFor: deepCheckAsk(tool, dialect, run.guide),
      signal,
    },
  );
  const ruleSpans = new Set(found.issues.map((i) => `${i.start}:${i.end}`));
  const edits = answer.results.flatMap(({ paragraph, issues }) =>
    issues.map((issue) => ({
      ...issue,
      start: issue.start + pieces[paragraph].start,
      end: issue.end + pieces[paragraph].start,
    })),
  );
  const issues: GrammarIssue[] = [...found.issues];
  for (const { type, severity, text: problem, suggestion, explanation, start, end } of edits) {
    if (ruleSpans.has(`${start}:${end}`)) continue;
    issues.push({ type, severity, text: problem, suggestion, explanation, start, end, source: "ai" });
  }
  issues.sort((a, b) => a.start - b.start);
  const corrected = applySuggestions(text, edits);
  return {
    issues,
    correctedText: applySuggestions(corrected, guideIssues(corrected, run.guide.terms)),
    remember: answer.remember,
  };
}

const resultOf = (found: Findings, inputWords: number, engine: GrammarResult["engine"], notice?: string) => ({
  issues: found.issues,
  correctedText: found.correctedText,
  grammarScore: grammarScore(found.issues, inputWords),
  engine,
  ...(notice ? { notice } : {}),
});

/** Words a check holds beyond its input's (its corrected text may be a little longer). */
const CHECK_MARGIN = 50;

/**
 * The model's half of a check, on a run that holds its words: settled with the structured result
 * whatever happens. The model's failure leaves the rules' findings, charged nothing; a caller that
 * left makes the run `stopped`; a shutdown or a kill switch, or the reaper settling it first,
 * `interrupted`.
 */
async function modelCheck(session: RunSession, text: string, rules: Findings): Promise<RunEvent> {
  const { deps, tool, run, userId } = session;
  let result: GrammarResult;
  let end: Pick<RunEnd, "status" | "charge">;
  let remember = () => {};
  try {
    const found = await addModelFindings(deps, tool, run, userId, text, rules, session.upstream.signal);
    result = resultOf(found, run.checks.inputWords, "rules+ai");
    end = { status: "done", charge: countWords(found.correctedText) };
    remember = found.remember;
  } catch (error) {
    deps.log.warn(`AI grammar check failed, rules only: ${(error as Error).message}`);
    result = resultOf(
      rules,
      run.checks.inputWords,
      "rules",
      "The AI check failed, so these are rule-based findings only.",
    );
    const { stopped } = session;
    end = { status: stopped === "client" ? "stopped" : stopped ? "interrupted" : "done", charge: 0 };
  }
  // As a streamed run's: when this fails the reaper settles it once this instance stops renewing its lease.
  const settled = await session.settle({ ...end, output: result.correctedText, result });
  if (!settled) return { type: "error", error: REFUSALS.usageFailed };
  if (!settled.settled || end.status === "interrupted") return { type: "error", error: REFUSALS.interrupted };
  // Charged: the model's answers may now answer the same paragraphs again for free.
  remember();
  return doneOf(result, settled.charged, settled.usage, (session.reservation as Reservation).runId);
}

/** A check with no model (none available, or the emergency stop): the rules' answer, a free finished row. */
async function rulesCheck(session: RunSession, rules: Findings): Promise<RunEvent> {
  const { run } = session;
  const notice = RULES_ONLY_NOTICE[run.aiPaused ? "aiPaused" : "noModel"];
  const result = resultOf(rules, run.checks.inputWords, "rules", notice);
  const { documentId, usage } = await session.recordFree({ output: result.correctedText, result });
  return doneOf(result, 0, usage, documentId);
}

const doneOf = (
  result: GrammarResult,
  charged: number,
  usage: { wordsUsed: number; wordsLimit: number } | null,
  documentId: string,
): RunEvent => {
  const done: CheckDone = {
    output: result.correctedText,
    wordsCharged: charged,
    usage: { wordsUsed: usage?.wordsUsed ?? 0, wordsLimit: usage?.wordsLimit ?? 0 },
    truncated: false,
    documentId,
    result,
  };
  return { type: "done", done };
};

/**
 * A structured check, a producer of its run's session (session.ts): the offline rules always (only
 * punctuation and case fixes when the tool's `offlineRules` is "punctuation"), plus the model's
 * findings when a model is available (a `run: "check"` tool such as the grammar checker; only then
 * are words reserved and charged). Every check is a run row (its document, the structured result
 * beside the text): a rules-only one is written finished in one INSERT; one that asks the model
 * starts like a streamed run, through the same start statement and its allowance checks, and is
 * settled with the result. Reports one event: `done` with the structured result and the run's id,
 * or `error`.
 */
export function checkRun(session: RunSession): Producer {
  const { deps, tool, run, userId } = session;
  return {
    // Words held beyond the input's: its corrected text may be a little longer.
    open: async () => (run.useModel ? session.start(run.checks.inputWords + CHECK_MARGIN, run.checks) : null),
    async produce(emit) {
      const text = String(run.values.text ?? "");
      const punctuation = tool.offlineRules === "punctuation";
      const found = await checkText(deps.db, userId, text, {
        dialect: dialectOf(run.values.dialect),
        // Spacing and typography are a punctuation fixer's whole point: hints at the default level elsewhere.
        level: punctuation ? "picky" : "default",
        // The style guide's terms are words, not punctuation: a punctuation-only tool leaves them.
        guideTerms: punctuation ? false : run.guide.terms,
      });
      const raw = found.filter((i) => !punctuation || punctuationOnly(i)).map(plainIssue);
      const rules = {
        issues: raw.map((i) => ({ ...i, source: "rules" as const })),
        correctedText: applySuggestions(text, raw),
      };
      emit(session.reservation ? await modelCheck(session, text, rules) : await rulesCheck(session, rules));
    },
  };
}
