import { useCallback } from "react";
import { toast } from "sonner";
import { useUsage } from "~/lib/queries";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { specFor, type ToolSpec, type Values } from "../../../shared/tool-spec";
import { COUNT_DEBOUNCE_MS } from "./ToolFields";
import { runProblem, runRequest, typedWords, useToolForm } from "./use-tool-form";
import { type RunOverrides, type RunRequest, useToolRun } from "./use-tool-run";

/**
 * Everything a spec-driven tool screen needs: the form's values, the word meter, the run, and a
 * `submit` that checks the run as the server would (same messages) before sending it. A refused
 * run shows its message as an Error toast and changes nothing the user typed.
 */
export function useSpecTool(slug: string) {
  const spec = specFor(slug) as ToolSpec;
  const form = useToolForm(spec);
  const usage = useUsage().data;
  const runner = useToolRun(slug);
  const debounced = useDebouncedValue(form.values, COUNT_DEBOUNCE_MS);
  const words = typedWords(spec, debounced);
  const overAllowance = usage && words > usage.remaining ? { words, remaining: usage.remaining } : null;
  const { run } = runner;
  const { values } = form;

  const submit = useCallback(
    (extra: Partial<RunRequest> = {}, overrides?: RunOverrides, override?: Values): Promise<string | null> => {
      const request = runRequest(spec, { ...values, ...override }, extra);
      const problem = runProblem(spec, request, usage);
      if (problem) {
        toast.error(problem.title, { description: problem.message });
        return Promise.resolve(null);
      }
      return run(request, overrides);
    },
    [spec, values, usage, run],
  );

  /** Ctrl+Enter runs `action` like the submit button would: not while running or over the allowance. */
  const whenReady = (action: () => unknown) => () => {
    if (!runner.busy && !overAllowance) void action();
  };

  return { spec, ...form, resetForm: form.reset, usage, ...runner, overAllowance, submit, whenReady };
}

export type SpecTool = ReturnType<typeof useSpecTool>;
