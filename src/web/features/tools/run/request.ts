import { allowanceVerdict } from "@shared/allowance-verdict";
import { inputText, isTextField, type Tool, type Values } from "@shared/tools";
import { runSchemaFor } from "@shared/tools/run-schema";
import { countWords } from "@shared/words";
import type { RunRequest } from "./run-stream";

/** Splits form values into the run body's `input` (text fields) and `options` (everything else). */
export function runRequest(tool: Tool, values: Values, extra: Partial<RunRequest> = {}): RunRequest {
  const input: Record<string, string> = {};
  const options: Values = {};
  for (const f of tool.fields) {
    if (isTextField(f)) input[f.name] = String(values[f.name] ?? "");
    else options[f.name] = values[f.name] ?? (f.default as Values[string]);
  }
  return { input, options, ...extra };
}

/** The words of everything typed into the form (what must fit the remaining allowance). */
export function typedWords(tool: Tool, values: Values): number {
  return countWords(inputText(tool, values));
}

/** `code`: the server's refusal code when the allowance refuses (an upgrade offer keys on it). */
export type Problem = { code?: string; title: string; message: string };

/**
 * The refusal the server would give this run, checked before sending it: the tool's own schema and
 * messages (required fields, lengths, cross-field rules), then the allowance's verdict
 * (shared/allowance-verdict.ts: limit reached, input longer than what remains, the tool's estimate).
 * Null when the run may go ahead. Tools with offline rules skip the allowance checks: with no model
 * the server still answers them, free, and it alone knows whether a model is there.
 */
export function runProblem(
  tool: Tool,
  request: RunRequest,
  usage: { wordsUsed: number; remaining: number; wordsLimit: number } | undefined,
): Problem | null {
  const parsed = runSchemaFor(tool).safeParse(request);
  if (!parsed.success) return { title: "Error", message: parsed.error.issues[0]?.message ?? "Invalid input." };
  if (!usage || tool.offlineRules) return null;
  const inputWords = countWords(inputText(tool, request.input));
  const need = tool.estimate?.({ ...request.input, ...request.options }, inputWords) ?? 0;
  // The page knows the account's words, not its organization's rules: the server words those.
  const { wordsUsed, wordsLimit, remaining } = usage;
  const refusal = allowanceVerdict({ wordsUsed, wordsLimit, remaining }, { inputWords, need }, tool.name);
  return refusal && { code: refusal.code, title: refusal.title, message: refusal.message };
}
