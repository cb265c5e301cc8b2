import { type GrammarIssue, type GrammarResult, grammarScore } from "@shared/grammar";
import type { RunDone } from "@shared/run";
import type { ToolEntry } from "@shared/tools";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../http/session";
import { readAllowance, reserveWords, settleWords } from "../metering/allowance";
import { applySuggestions, checkRules, type RuleIssue } from "../nlp/rules";
import type { Prepared } from "./preflight";
import type { RunDeps } from "./types";

const modelAnswer = z.object({
  issues: z.array(
    z.object({
      type: z.enum(["grammar", "spelling", "punctuation", "style"]),
      severity: z.enum(["high", "medium", "low"]),
      text: z.string(),
      suggestion: z.string(),
      explanation: z.string(),
    }),
  ),
  correctedText: z.string(),
});

/** True when a fix only changes punctuation or letter case (what `offlineRules: "punctuation"` keeps). */
const punctuationOnly = (issue: RuleIssue) => {
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return issue.type === "punctuation" || bare(issue.text) === bare(issue.suggestion);
};

/**
 * A structured check: the offline rules always (only punctuation and case fixes when the tool's
 * `offlineRules` is "punctuation"), plus the model's findings when a model is available (a
 * `run: "check"` tool such as the grammar checker; only then are words reserved and charged).
 * Answers with one SSE `done` event carrying the structured result.
 */
export async function checkRun(c: Context<AppEnv>, tool: ToolEntry, run: Prepared, deps: RunDeps) {
  const { db, provider, log } = deps;
  const text = String(run.values.text ?? "");
  const user = c.get("user");
  const ruleIssues = (await checkRules(text)).filter((i) => tool.offlineRules !== "punctuation" || punctuationOnly(i));
  const issues: GrammarIssue[] = ruleIssues.map((i) => ({ ...i, source: "rules" }));
  let correctedText = applySuggestions(text, ruleIssues);
  let engine: GrammarResult["engine"] = "rules";
  let notice: string | undefined = run.useModel
    ? undefined
    : "No AI model is available, so these are rule-based checks only.";
  let charged = 0;

  const reservation = run.useModel
    ? await reserveWords(db, user.id, Math.max(1, Math.min(run.allowance.remaining, run.inputWords + 50)))
    : null;
  if (reservation) {
    try {
      const answer = await provider.generateObject(
        {
          system: `You are a meticulous copy editor for ${run.values.dialect ?? "american"} English. Find grammar, spelling, punctuation and style problems. "text" must be copied exactly from the input; "suggestion" is its replacement. correctedText is the whole input with every fix applied and nothing else changed.`,
          prompt: `Rule-based checks already found: ${JSON.stringify(ruleIssues.map((i) => i.text))}. Add what they missed.\n\nText:\n${text}`,
          temperature: 0.1,
          maxTokens: Math.min(4000, run.inputWords * 3 + 400),
          signal: c.req.raw.signal,
        },
        modelAnswer,
      );
      const known = new Set(issues.map((i) => i.text));
      for (const found of answer.issues) {
        if (!found.text || known.has(found.text)) continue;
        const start = text.indexOf(found.text);
        issues.push({ ...found, start, end: start < 0 ? -1 : start + found.text.length, source: "ai" });
        known.add(found.text);
      }
      if (answer.correctedText.trim()) correctedText = answer.correctedText;
      engine = "rules+ai";
      charged = await settleWords(db, reservation, tool.slug, countWords(correctedText));
    } catch (error) {
      log.warn(`AI grammar check failed, rules only: ${(error as Error).message}`);
      notice = "The AI check failed, so these are rule-based findings only.";
      await settleWords(db, reservation, tool.slug, 0);
    }
  }

  const result: GrammarResult = {
    issues,
    correctedText,
    grammarScore: grammarScore(issues, run.inputWords),
    engine,
    ...(notice ? { notice } : {}),
  };
  const after = await readAllowance(db, user.id);
  const done: RunDone & { result: GrammarResult } = {
    output: correctedText,
    wordsCharged: charged,
    usage: { wordsUsed: after?.wordsUsed ?? 0, wordsLimit: after?.wordsLimit ?? 0 },
    result,
  };
  return streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
  });
}
