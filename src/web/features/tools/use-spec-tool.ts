import type { RunDone } from "@shared/run";
import type { ToolEntry, Values } from "@shared/tools";
import { useCallback } from "react";
import { useUsage } from "~/lib/queries";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { runRequest, typedWords } from "./run/request";
import type { RunRequest } from "./run/run-stream";
import { type RunOverrides, useToolRun } from "./run/use-tool-run";
import { COUNT_DEBOUNCE_MS } from "./ToolFields";
import { useToolForm } from "./use-tool-form";

/**
 * A tool screen's state: the form's values, the words typed against what remains this month, and
 * the run (useToolRun). `submit` sends the form as a run; a refused run shows its message as an
 * Error toast and changes nothing the user typed.
 */
export function useSpecTool(tool: ToolEntry, initial?: Values) {
  const form = useToolForm(tool, initial);
  const usage = useUsage().data;
  const runner = useToolRun(tool);
  const debounced = useDebouncedValue(form.values, COUNT_DEBOUNCE_MS);
  const words = typedWords(tool, debounced);
  const overAllowance = usage && words > usage.remaining ? { words, remaining: usage.remaining } : null;
  const { run } = runner;
  const { values } = form;

  /** Runs the form; `override` replaces some values for this run only (e.g. one sentence of many). */
  const submit = useCallback(
    <TDone extends RunDone = RunDone>(extra: Partial<RunRequest> = {}, overrides?: RunOverrides, override?: Values) =>
      run<TDone>(runRequest(tool, { ...values, ...override }, extra), overrides),
    [tool, values, run],
  );

  /** Ctrl+Enter runs `action` like the submit button would: not while running or over the allowance. */
  const whenReady = (action: () => unknown) => () => {
    if (!runner.busy && !overAllowance) void action();
  };

  /** Reset: the form back to its defaults and no result. */
  const clear = () => {
    form.reset();
    runner.setResult(null);
  };

  return { tool, ...form, clear, usage, words, ...runner, overAllowance, submit, whenReady };
}

export type SpecTool = ReturnType<typeof useSpecTool>;
