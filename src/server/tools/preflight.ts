import { allowanceVerdict } from "@shared/allowance-verdict";
import { titleFromInput } from "@shared/documents";
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
 * Why the allowance refused a run (shared/allowance-verdict.ts, the browser's pre-check too), as the
 * HTTP answer; when the verdict would let it start, another run took the words first.
 */
export function allowanceRefusal(
  c: Context,
  allowance: Allowance | null,
  checks: StartChecks,
  tool: { name: string },
): Response {
  const refusal = allowanceVerdict(allowance, checks, tool.name) ?? { ...REFUSALS.wouldExceed, status: 403 };
  return refuse(c, refusal.status, refusal);
}

/** The allowance checks on their own, for runs that reserve later or not at all (structured checks). */
export function passesAllowance(allowance: Allowance | null, checks: StartChecks): boolean {
  return allowance !== null && allowanceVerdict(allowance, checks, "") === null;
}
