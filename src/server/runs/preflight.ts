import { titleFromInput } from "@shared/documents";
import { ORG_REFUSALS } from "@shared/organizations";
import { possessive } from "@shared/possessive";
import { REFUSALS } from "@shared/run";
import { inputText, type ToolEntry, type Values } from "@shared/tools";
import { runSchemaFor } from "@shared/tools/run-schema";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import { type AiProvider, unavailability } from "../ai/types";
import { apiError, validationError } from "../http/errors";
import type { AppEnv } from "../http/session";
import type { Allowance, RunRequest, StartChecks } from "../metering/allowance";
import type { Switches } from "../metering/switches";
import { type BuiltPrompt, buildPrompt } from "./prompt";

export type Prepared = {
  /** The request as its run row keeps it (the document's input, options, preset and draft). */
  request: {
    input: Record<string, string>;
    options: Record<string, string | number | boolean>;
    presetId: string | null;
    draftIndex: number | null;
  };
  values: Values;
  prompt: BuiltPrompt;
  /** What the allowance must cover before the model is called (checked with the reservation). */
  checks: StartChecks;
  /** False when the tool answers with its offline rules alone (`offlineRules`): no model, or AI paused. */
  useModel: boolean;
  /** True when the emergency stop is why the model is not asked (its offline rules still answer). */
  aiPaused: boolean;
};

type Refusal = { code: string; title: string; message: string };

const refuse = (c: Context, status: 403 | 503, r: Refusal) => apiError(c, status, r.code, r.title, r.message);

/**
 * Everything checked before a model is called but the allowance, in this order: the tool's
 * own validation, the global switch, the tool's switch (both from memory: metering/switches.ts),
 * model availability (a tool with `offlineRules` goes on without a model, and during the emergency
 * stop, with its rules alone), and whether the request fits
 * the model's context. The allowance checks (limit
 * reached, input longer than what remains, the tool's own estimate) are made by the statement that
 * reserves the words (allowanceRefusal words the answer). Returns a ready run, or the refusal.
 */
export async function prepareRun(
  c: Context<AppEnv>,
  tool: ToolEntry,
  deps: { switches: Switches; provider: AiProvider },
): Promise<Prepared | Response> {
  const { switches, provider } = deps;
  const parsed = runSchemaFor(tool).safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return validationError(c, parsed.error);
  const { input, options, presetId, draftIndex } = parsed.data;
  const values: Values = { ...(input as Values), ...(options as Values), draftIndex: draftIndex ?? 0 };
  const prompt = buildPrompt(tool, values, presetId);
  if (!prompt) return apiError(c, 400, "UNKNOWN_PRESET", "Error", "Unknown AI style for this tool.");

  const switched = await switches.read();
  // The emergency stop turns off AI; a tool with offline rules still answers with those alone.
  if (switched.globalDisabled && !tool.offlineRules) return refuse(c, 503, REFUSALS.globalDisabled);
  if (!switched.toolEnabled(tool)) return refuse(c, 503, REFUSALS.toolDisabled(tool.name));
  const aiPaused = switched.globalDisabled;
  const notReady = unavailability(provider.status());
  const useModel = !notReady && !aiPaused;
  if (notReady && !tool.offlineRules) {
    return refuse(c, 503, { code: notReady.code, title: notReady.title, message: notReady.message });
  }

  // A request the model cannot hold at once is refused here, before any word is reserved.
  const tooLong = useModel ? provider.checkFit?.(prompt) : null;
  if (tooLong) return apiError(c, 413, tooLong.code, tooLong.title, tooLong.message);

  const inputWords = countWords(inputText(tool, input as Record<string, unknown>));
  const checks = { inputWords, need: tool.estimate?.(values, inputWords) ?? 0 };
  const request = {
    input: input as Record<string, string>,
    options: options as Record<string, string | number | boolean>,
    presetId: presetId ?? null,
    draftIndex: draftIndex ?? null,
  };
  return { request, values, prompt, checks, useModel, aiPaused };
}

/** What the run's row keeps of a prepared run: who asked which tool what (its document). */
export function runRequestOf(tool: ToolEntry, userId: string, run: Prepared): RunRequest {
  return { userId, tool: tool.slug, title: titleFromInput(tool.name, run.request.input), ...run.request };
}

/**
 * Why the allowance refused a run, in the spec's words and order: no profile, limit reached,
 * input longer than what remains, the tool's own estimate; else another run took the words first.
 * An organization's member is told which of the organization's rules stopped the run: their
 * access suspended, the tool turned off, the pool used up, or their own cap reached.
 */
export function allowanceRefusal(
  c: Context,
  allowance: Allowance | null,
  checks: StartChecks,
  tool: { name: string },
): Response {
  if (!allowance) return refuse(c, 503, REFUSALS.usageFailed);
  const { wordsUsed, wordsLimit, remaining, org } = allowance;
  if (org) {
    if (org.suspended) return refuse(c, 403, orgRefusal(ORG_REFUSALS.suspended, org.name));
    if (org.toolOff) return refuse(c, 403, orgRefusal(ORG_REFUSALS.toolOff, org.name, tool.name));
    if (org.poolRoom <= 0) return refuse(c, 403, orgRefusal(ORG_REFUSALS.poolExhausted, org.name));
    if (org.capRoom !== null && org.capRoom <= 0) return refuse(c, 403, orgRefusal(ORG_REFUSALS.capReached, org.name));
    const short = org.capRoom !== null && org.capRoom <= org.poolRoom ? "your cap" : `${possessive(org.name)} pool`;
    const over =
      checks.inputWords > remaining
        ? `This text contains ${checks.inputWords} words`
        : checks.need > remaining
          ? `This request needs up to ${checks.need} words`
          : null;
    if (over) {
      return refuse(c, 403, {
        code: checks.inputWords > remaining ? "INPUT_EXCEEDS_REMAINING" : "ESTIMATE_EXCEEDS_REMAINING",
        title: "Word Limit Exceeded",
        message: `${over}, but only ${remaining} words remain this month in ${short}.`,
      });
    }
    return refuse(c, 403, REFUSALS.wouldExceed);
  }
  if (wordsUsed >= wordsLimit) return refuse(c, 403, REFUSALS.limitReached(wordsLimit));
  if (checks.inputWords > remaining) return refuse(c, 403, REFUSALS.inputTooLong(checks.inputWords, remaining));
  if (checks.need > remaining) return refuse(c, 403, REFUSALS.estimateTooLarge(checks.need, remaining));
  return refuse(c, 403, REFUSALS.wouldExceed);
}

type OrgRefusal = { code: string; title: string; message: (org: string, tool: string) => string };
const orgRefusal = (r: OrgRefusal, org: string, tool = "") => ({
  code: r.code,
  title: r.title,
  message: r.message(org, tool),
});

/** The allowance checks on their own, for runs that reserve later or not at all (structured checks). */
export function passesAllowance(allowance: Allowance | null, checks: StartChecks): boolean {
  if (!allowance) return false;
  const { wordsUsed, wordsLimit, remaining, org } = allowance;
  if (org && (org.suspended || org.toolOff || remaining < 1)) return false;
  return wordsUsed < wordsLimit && checks.inputWords <= remaining && checks.need <= remaining;
}
