import { allowanceVerdict } from "@shared/allowance-verdict";
import { titleFromInput } from "@shared/documents";
import { REFUSALS } from "@shared/run";
import type { Refusal, RunFailure } from "@shared/run-events";
import type { RunRequest } from "@shared/run-types";
import { type EffectiveGuide, type GuideSource, NO_GUIDE } from "@shared/style-guide";
import { inputText, type ToolEntry, type Values } from "@shared/tools";
import { runSchemaFor } from "@shared/tools/run-schema";
import { countWords } from "@shared/words";
import type { z } from "zod";
import { type AiProvider, unavailability } from "../ai/types";
import { STATUS_REFUSALS } from "../auth/profiles";
import type { Db } from "../db/client";
import type { Switches } from "../kill-switches/switches";
import type { Allowance } from "../metering/allowance";
import type { RunStart, StartChecks } from "../metering/run-types";
import { effectiveGuide } from "../style-guides/effective";
import { withGuide } from "./guide-prompt";
import { type BuiltPrompt, buildPrompt } from "./prompt";

export type Prepared = {
  /** The request as its run row keeps it (the document's input, options, preset and draft). */
  request: Omit<RunRequest, "userId" | "tool" | "title" | "styleGuide"> & {
    /** The guide that shaped the run (runs.style_guide), null when none did. */
    styleGuide: GuideSource | null;
  };
  values: Values;
  /**
   * The style guide the run follows (docs/features.md "In generation"): NO_GUIDE until `followGuide` read it
   * (once the run holds a slot), and when the request opted out or none applies.
   */
  guide: EffectiveGuide;
  /** The request said `styleGuide: false`. */
  guideOff: boolean;
  /** The input's text (what a guide's terms are looked for in, to choose which go in the prompt). */
  text: string;
  prompt: BuiltPrompt;
  /** What the allowance must cover before the model is called (checked with the reservation). */
  checks: StartChecks;
  /** False when the tool answers with its offline rules alone (`offlineRules`): no model, or AI paused. */
  useModel: boolean;
  /** True when the emergency stop is why the model is not asked (its offline rules still answer). */
  aiPaused: boolean;
};

const refuse = (status: Refusal["status"], r: RunFailure): Refusal => ({
  status,
  code: r.code,
  title: r.title,
  message: r.message,
});

/** A body that fails the tool's schema: the first problem's message (the API's VALIDATION_ERROR), and all of them. */
export function validationRefusal(error: z.ZodError): Refusal {
  const issues = error.issues.map((i) => ({ path: i.path, message: i.message }));
  return {
    ...refuse(400, { code: "VALIDATION_ERROR", title: "Error", message: issues[0]?.message ?? "Invalid request." }),
    issues,
  };
}

/**
 * Everything checked before a model is called but the allowance, in this order: the tool's
 * own validation, the global switch, the tool's switch (both from memory: kill-switches/switches.ts),
 * model availability (a tool with `offlineRules` goes on without a model, and during the emergency
 * stop, with its rules alone), and whether the request fits
 * the model's context. The allowance checks (limit
 * reached, input longer than what remains, the tool's own estimate) are made by the statement that
 * reserves the words (allowanceRefusal words the answer). Returns a ready run, or the refusal.
 */
export async function prepareRun(
  body: unknown,
  tool: ToolEntry,
  deps: { switches: Switches; provider: AiProvider },
): Promise<Prepared | { refused: Refusal }> {
  const { switches, provider } = deps;
  const parsed = runSchemaFor(tool).safeParse(body);
  if (!parsed.success) return { refused: validationRefusal(parsed.error) };
  const { input, options, presetId, draftIndex } = parsed.data;
  const values: Values = { ...(input as Values), ...(options as Values), draftIndex: draftIndex ?? 0 };
  const prompt = buildPrompt(tool, values, presetId);
  if (!prompt) {
    return {
      refused: refuse(400, { code: "UNKNOWN_PRESET", title: "Error", message: "Unknown AI style for this tool." }),
    };
  }

  const switched = await switches.read();
  // The emergency stop turns off AI; a tool with offline rules still answers with those alone.
  if (switched.globalDisabled && !tool.offlineRules) return { refused: refuse(503, REFUSALS.globalDisabled) };
  if (!switched.toolEnabled(tool)) return { refused: refuse(503, REFUSALS.toolDisabled(tool.name)) };
  const aiPaused = switched.globalDisabled;
  const notReady = unavailability(provider.status());
  const useModel = !notReady && !aiPaused;
  if (notReady && !tool.offlineRules) {
    return { refused: refuse(503, notReady) };
  }

  // A request the model cannot hold at once is refused here, before any word is reserved (with its
  // guide, once read, it is checked again: followGuide).
  const tooLong = useModel ? provider.checkFit?.(prompt) : null;
  if (tooLong) return { refused: refuse(413, tooLong) };

  const text = inputText(tool, input as Record<string, unknown>);
  const inputWords = countWords(text);
  const checks = { inputWords, need: tool.estimate?.(values, inputWords) ?? 0 };
  const request = {
    input: input as Record<string, string>,
    options: options as Record<string, string | number | boolean>,
    presetId: presetId ?? null,
    draftIndex: draftIndex ?? null,
    styleGuide: null,
  };
  const guideOff = parsed.data.styleGuide === false;
  return { request, values, guide: NO_GUIDE, guideOff, text, prompt, checks, useModel, aiPaused };
}

/**
 * The run's style guide, read once the run holds a slot (a burst waiting in line reads nothing),
 * into its prompt (guide-prompt.ts) and its row's record; the prompt with its guide must still fit
 * the model's context (413 otherwise). A run answered by offline rules alone follows it only when it
 * is a check (its rules flag the guide's terms).
 */
export async function followGuide(
  run: Prepared,
  tool: ToolEntry,
  userId: string,
  deps: { provider: AiProvider; db: Db },
): Promise<Prepared | { refused: Refusal }> {
  if (run.guideOff || !(run.useModel || tool.run === "check")) return run;
  const guide = await effectiveGuide(deps.db, userId, "run");
  if (!guide.source) return run;
  const guided = withGuide(run.prompt, tool, run.values, guide, run.text);
  if (guided.prompt !== run.prompt) {
    const tooLong = run.useModel ? deps.provider.checkFit?.(guided.prompt) : null;
    if (tooLong) return { refused: refuse(413, tooLong) };
  }
  return { ...run, guide, prompt: guided.prompt, request: { ...run.request, styleGuide: guided.source } };
}

/** What the run's row keeps of a prepared run: who asked which tool what (its document). */
export function runRequestOf(tool: ToolEntry, userId: string, run: Prepared): RunRequest {
  return {
    userId,
    tool: tool.slug,
    title: titleFromInput(tool.name, run.request.input, run.request.draftIndex),
    ...run.request,
  };
}

/** Why a run's start statement held nothing: the account suspended or banned, else the allowance (below). */
export function startRefusal(started: RunStart, checks: StartChecks, tool: { name: string }): Refusal {
  const status = "status" in started ? started.status : null;
  if (status === "suspended" || status === "banned") {
    const r = STATUS_REFUSALS[status];
    return refuse(403, { code: r.code, title: "Access denied", message: r.message });
  }
  return allowanceRefusal(started.allowance, checks, tool);
}

/**
 * Why the allowance refused a run (shared/allowance-verdict.ts, the browser's pre-check too), as the
 * HTTP answer; when the verdict would let it start, another run took the words first.
 */
export function allowanceRefusal(allowance: Allowance | null, checks: StartChecks, tool: { name: string }): Refusal {
  const verdict = allowanceVerdict(allowance, checks, tool.name) ?? { ...REFUSALS.wouldExceed, status: 403 as const };
  return refuse(verdict.status, verdict);
}
