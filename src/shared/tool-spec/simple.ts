import { ANSWER_ONLY, type Field, type ToolSpec, textField, type Values } from "./types";

const s = (v: Values, name: string) => String(v[name] ?? "").trim();

/**
 * A text-in, text-out tool: one main text box plus options whose chosen labels are handed to the
 * prompt. Most tools are this; the few that differ build their spec by hand.
 */
export function textTool(opts: {
  slug: string;
  label?: string;
  placeholder: string;
  required?: string;
  system: string;
  options?: Field[];
  /** Builds the instruction line from the chosen options. */
  instruction?: (v: Values) => string;
  submit?: { label: string; busy: string };
  success?: string;
  failure?: string;
  temperature?: number;
  maxTokens?: number;
  download?: string;
  postProcess?: "plain";
  related?: string[];
}): ToolSpec {
  const options = opts.options ?? [];
  return {
    slug: opts.slug,
    fields: [
      textField(opts.label ?? "Input Text", opts.placeholder, opts.required ?? "Please enter some text to process."),
      ...options,
    ],
    submit: opts.submit ?? { label: "Process Text", busy: "Processing..." },
    success: { title: "Success!", description: opts.success ?? "Text processed successfully!" },
    failure: opts.failure ?? "Failed to process text. Please try again.",
    download: { base: opts.download ?? opts.slug, formats: ["txt", "docx"] },
    postProcess: opts.postProcess,
    related: opts.related,
    prompt: (v) => {
      const chosen = options
        .filter((f) => f.kind === "select")
        .map((f) => `${f.label}: ${f.choices.find((c) => c.value === v[f.name])?.label ?? s(v, f.name)}`)
        .join("\n");
      return {
        system: `${opts.system} ${ANSWER_ONLY}`,
        prompt: [opts.instruction?.(v), chosen, `Text:\n${s(v, "text")}`].filter(Boolean).join("\n\n"),
        temperature: opts.temperature ?? 0.4,
        maxTokens: opts.maxTokens ?? 2000,
      };
    },
  };
}
