import type { DocumentDetail } from "@shared/documents";
import type { RunDone } from "@shared/run";
import { defaultValues, type ToolEntry, type Values } from "@shared/tools";
import { useCallback, useEffect, useRef } from "react";
import { useDocument } from "~/lib/documents";
import { useSearchParams } from "~/lib/nav";
import { useUsage } from "~/lib/queries";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { runRequest, typedWords } from "./run/request";
import type { RunRequest } from "./run/run-stream";
import { type RunOverrides, useToolRun } from "./run/use-tool-run";
import { useGuideOff } from "./style-guide-choice";
import { COUNT_DEBOUNCE_MS } from "./ToolFields";
import { useToolForm } from "./use-tool-form";

/**
 * A tool screen's state: the form's values, the words typed against what remains this month, and
 * the run (useToolRun). `submit` sends the form as a run; a refused run shows its message as an
 * Error toast and changes nothing the user typed. Opened as `/tools/{slug}?document={id}`, it
 * restores that document: its inputs and options into the form, its text as the result (`onOpen`
 * lets a screen restore what only it keeps, such as drafts or a grammar result).
 */
export function useSpecTool(
  tool: ToolEntry,
  { initial, onOpen }: { initial?: Values; onOpen?: (doc: DocumentDetail) => void } = {},
) {
  const form = useToolForm(tool, initial);
  const usage = useUsage().data;
  const runner = useToolRun(tool);
  const opened = useOpenDocument(tool, (doc) => {
    form.setValues({ ...defaultValues(tool), ...initial, ...doc.options, ...doc.input });
    runner.open(doc);
    onOpen?.(doc);
  });
  const debounced = useDebouncedValue(form.values, COUNT_DEBOUNCE_MS);
  const words = typedWords(tool, debounced);
  const overAllowance = usage && words > usage.remaining ? { words, remaining: usage.remaining } : null;
  const { run } = runner;
  const { values } = form;
  const guideOff = useGuideOff(tool.slug);

  /** Runs the form; `override` replaces some values for this run only (e.g. one sentence of many). */
  const submit = useCallback(
    <TDone extends RunDone = RunDone>(extra: Partial<RunRequest> = {}, overrides?: RunOverrides, override?: Values) =>
      run<TDone>(
        runRequest(tool, { ...values, ...override }, { ...extra, ...(guideOff ? { styleGuide: false } : {}) }),
        overrides,
      ),
    [tool, values, run, guideOff],
  );

  /** Ctrl+Enter runs `action` like the submit button would: not while running or over the allowance. */
  const whenReady = (action: () => unknown) => () => {
    if (!runner.busy && !overAllowance) void action();
  };

  return {
    tool,
    ...form,
    usage,
    ...runner,
    /** Reset: the form back to its defaults and no result. */
    clear: () => {
      form.reset();
      runner.clear();
    },
    opened,
    overAllowance,
    submit,
    whenReady,
  };
}

export type SpecTool = ReturnType<typeof useSpecTool>;

/** The document named by `?document=` (once loaded), handed to `apply` once; null while there is none. */
function useOpenDocument(tool: ToolEntry, apply: (doc: DocumentDetail) => void) {
  const [params] = useSearchParams();
  const id = params.get("document");
  const doc = useDocument(id).data;
  const applied = useRef<string | null>(null);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (!doc || doc.tool !== tool.slug || applied.current === doc.id) return;
    applied.current = doc.id;
    latest.current(doc);
  }, [doc, tool.slug]);
  return doc && doc.tool === tool.slug ? doc : null;
}
