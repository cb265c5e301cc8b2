import { useCallback, useMemo, useState } from "react";
import { REFUSALS } from "../../../shared/run";
import {
  defaultValues,
  type Field,
  inputText,
  isTextField,
  runSchemaFor,
  type ToolSpec,
  type Values,
} from "../../../shared/tool-spec";
import { countWords } from "../../../shared/words";
import type { RunRequest } from "./use-tool-run";

/** The choices a select offers now: a `dependsOn` select follows the other field's value. */
export function choicesFor(field: Extract<Field, { kind: "select" }>, values: Values) {
  if (!field.dependsOn) return field.choices;
  return field.dependsOn.choices[String(values[field.dependsOn.field])] ?? field.choices;
}

/**
 * A tool form's values, starting from the spec's defaults. Changing a select resets the selects that
 * depend on it to their first choice, so a region never outlives its jurisdiction.
 */
export function useToolForm(spec: ToolSpec) {
  const [values, setValues] = useState<Values>(() => defaultValues(spec));

  const setValue = useCallback(
    (name: string, value: Values[string]) =>
      setValues((current) => {
        const next = { ...current, [name]: value };
        for (const f of spec.fields) {
          if (f.kind === "select" && f.dependsOn?.field === name) {
            const offered = choicesFor(f, next);
            if (!offered.some((c) => c.value === next[f.name])) next[f.name] = offered[0]?.value ?? "";
          }
        }
        return next;
      }),
    [spec],
  );

  const reset = useCallback(() => setValues(defaultValues(spec)), [spec]);
  return { values, setValue, setValues, reset };
}

/** Splits form values into the run body's `input` (text fields) and `options` (everything else). */
export function runRequest(spec: ToolSpec, values: Values, extra: Partial<RunRequest> = {}): RunRequest {
  const input: Record<string, string> = {};
  const options: Values = {};
  for (const f of spec.fields) {
    if (isTextField(f)) input[f.name] = String(values[f.name] ?? "");
    else options[f.name] = values[f.name] ?? (f.default as Values[string]);
  }
  return { input, options, ...extra };
}

/** The words of everything typed into the form (what must fit the remaining allowance). */
export function typedWords(spec: ToolSpec, values: Values): number {
  return countWords(inputText(spec, values));
}

export type Problem = { title: string; message: string };

/**
 * The refusal the server would give this run, checked before sending it: the spec's own schema and
 * messages (required fields, lengths, cross-field rules), then the allowance rules of spec §5/§8.
 * Null when the run may go ahead.
 */
export function runProblem(
  spec: ToolSpec,
  request: RunRequest,
  usage: { remaining: number; wordsLimit: number } | undefined,
): Problem | null {
  const parsed = runSchemaFor(spec).safeParse(request);
  if (!parsed.success) return { title: "Error", message: parsed.error.issues[0]?.message ?? "Invalid input." };
  if (!usage) return null;
  if (usage.remaining <= 0) return REFUSALS.limitReached(usage.wordsLimit);
  const words = countWords(inputText(spec, request.input));
  if (words > usage.remaining) return REFUSALS.inputTooLong(words, usage.remaining);
  const need = spec.estimate?.({ ...request.input, ...request.options }, words) ?? 0;
  if (need > usage.remaining) return REFUSALS.estimateTooLarge(need, usage.remaining);
  return null;
}

/** The typed-words count and whether it is over what remains this month, for the warning box. */
export function useAllowanceCheck(spec: ToolSpec, values: Values, remaining: number | undefined) {
  return useMemo(() => {
    const words = typedWords(spec, values);
    return { words, over: remaining !== undefined && words > remaining };
  }, [spec, values, remaining]);
}

/** One field of a spec by name, for screens that lay their fields out themselves. */
export function fieldNamed(spec: ToolSpec, name: string): Field {
  const field = spec.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${spec.slug} has no field "${name}"`);
  return field;
}
