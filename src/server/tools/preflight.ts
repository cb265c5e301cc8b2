import { titleFromInput } from "@shared/documents";
import { REFUSALS } from "@shared/run";
import { inputText, type ToolEntry, type Values } from "@shared/tools";
import { runSchemaFor } from "@shared/tools/run-schema";
import { countWords } from "@shared/words";
import type { Context } from "hono";
import { type AiProvider, unavailability } from "../ai/types";
import type { Db } from "../db/client";
import { apiError, validationError } from "../http/errors";
import type { AppEnv } from "../http/session";
import { type Allowance, type RunRequest, readAllowance } from "../metering/allowance";
import { isGloballyDisabled, isToolEnabled } from "../metering/switches";
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
  inputWords: number;
  allowance: Allowance;
  /** False when the tool answers with its offline rules because no model is available (`offlineRules`). */
  useModel: boolean;
};

/**
 * Everything checked before a model is called, in DESIGN.md's order: the tool's own validation,
 * the global switch, the tool's switch, model availability (a tool with `offlineRules` goes on
 * without one), limit reached, input longer than what remains, the tool's own estimate. Returns a
 * ready run, or the refusal response.
 */
export async function prepareRun(
  c: Context<AppEnv>,
  tool: ToolEntry,
  deps: { db: Db; provider: AiProvider },
): Promise<Prepared | Response> {
  const { db, provider } = deps;
  const parsed = runSchemaFor(tool).safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return validationError(c, parsed.error);
  const { input, options, presetId, draftIndex } = parsed.data;
  const values: Values = { ...(input as Values), ...(options as Values), draftIndex: draftIndex ?? 0 };
  const prompt = buildPrompt(tool, values, presetId);
  if (!prompt) return apiError(c, 400, "UNKNOWN_PRESET", "Error", "Unknown AI style for this tool.");

  const refuse = (status: 403 | 503, r: { code: string; title: string; message: string }) =>
    apiError(c, status, r.code, r.title, r.message);
  if (await isGloballyDisabled(db)) return refuse(503, REFUSALS.globalDisabled);
  if (!(await isToolEnabled(db, tool))) return refuse(503, REFUSALS.toolDisabled(tool.name));
  const notReady = unavailability(provider.status());
  const useModel = !notReady;
  if (notReady && !tool.offlineRules) {
    return refuse(503, { code: notReady.code, title: notReady.title, message: notReady.message });
  }

  const allowance = await readAllowance(db, c.get("user").id);
  if (!allowance) return refuse(503, REFUSALS.usageFailed);
  const inputWords = countWords(inputText(tool, input as Record<string, unknown>));
  if (useModel) {
    if (allowance.wordsUsed >= allowance.wordsLimit) return refuse(403, REFUSALS.limitReached(allowance.wordsLimit));
    if (inputWords > allowance.remaining) return refuse(403, REFUSALS.inputTooLong(inputWords, allowance.remaining));
    const need = tool.estimate?.(values, inputWords) ?? 0;
    if (need > allowance.remaining) return refuse(403, REFUSALS.estimateTooLarge(need, allowance.remaining));
  }
  const request = {
    input: input as Record<string, string>,
    options: options as Record<string, string | number | boolean>,
    presetId: presetId ?? null,
    draftIndex: draftIndex ?? null,
  };
  return { request, values, prompt, inputWords, allowance, useModel };
}

/** What the run's row keeps of a prepared run: who asked which tool what (its document). */
export function runRequestOf(tool: ToolEntry, userId: string, run: Prepared): RunRequest {
  return { userId, tool: tool.slug, title: titleFromInput(tool.name, run.request.input), ...run.request };
}
