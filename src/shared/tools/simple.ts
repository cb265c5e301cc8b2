import { ANSWER_ONLY, type Field, type Tool, type ToolGroupId, textField, type Values } from "./types";

const s = (v: Values, name: string) => String(v[name] ?? "").trim();

/** Entry fields a text tool may set as they are (everything else has a text-tool default). */
type Passthrough = Pick<
  Tool,
  | "presets"
  | "screen"
  | "signedOutMessage"
  | "authFailure"
  | "result"
  | "run"
  | "offlineRules"
  | "failureTitle"
  | "stopped"
  | "postProcess"
  | "emptyResult"
  | "faq"
>;

/**
 * A text-in, text-out tool: one main text box plus options whose chosen labels are handed to the
 * prompt. Most tools are this; the few that differ write their entry out with `defineTool`.
 */
export function textTool<const S extends string>(
  opts: Passthrough & {
    slug: S;
    name: string;
    group: ToolGroupId;
    description: string;
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
    download?: Partial<Tool["download"]>;
    related?: readonly string[];
  },
): Tool<S> {
  const { slug, name, group, description, options = [], instruction, download, ...rest } = opts;
  // What is left of `rest` after the text-tool settings is entry fields, passed on as they are.
  const { label, placeholder, required, system, submit, success, failure, temperature, maxTokens, ...entry } = rest;
  return {
    slug,
    name,
    group,
    description,
    fields: [
      textField(label ?? "Input Text", placeholder, required ?? "Please enter some text to process."),
      ...options,
    ],
    submit: submit ?? { label: "Process Text", busy: "Processing..." },
    success: { title: "Success!", description: success ?? "Text processed successfully!" },
    failure: failure ?? "Failed to process text. Please try again.",
    download: { base: slug, ...download },
    ...entry,
    prompt: (v) => {
      const chosen = options
        .filter((f) => f.kind === "select")
        .map((f) => `${f.label}: ${f.choices.find((c) => c.value === v[f.name])?.label ?? s(v, f.name)}`)
        .join("\n");
      return {
        system: `${system} ${ANSWER_ONLY}`,
        prompt: [instruction?.(v), chosen, `Text:\n${s(v, "text")}`].filter(Boolean).join("\n\n"),
        temperature: temperature ?? 0.4,
        maxTokens: maxTokens ?? 2000,
      };
    },
  };
}
