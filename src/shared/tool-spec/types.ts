/**
 * What a tool is, as data: its fields and options, validation wording, prompt, result handling and
 * downloads. The web app renders forms from it; the server validates the same fields and builds the
 * prompt from it, so the client never sends prompt text to execute.
 */
export type Choice = { value: string; label: string };

type FieldBase = { name: string; label: string; hint?: string };

export type Field =
  | (FieldBase & {
      kind: "textarea" | "text";
      placeholder?: string;
      /** Message when empty; absent means optional. */
      required?: string;
      maxChars: number;
      rows?: number;
      voice?: boolean;
    })
  | (FieldBase & {
      kind: "select";
      choices: Choice[];
      default: string;
      /** Choices that depend on another select's value (e.g. regions of a jurisdiction). */
      dependsOn?: { field: string; choices: Record<string, Choice[]> };
    })
  | (FieldBase & { kind: "switch"; default: boolean })
  | (FieldBase & { kind: "number"; min: number; max: number; default: number })
  | (FieldBase & { kind: "slider"; min: number; max: number; step: number; default: number; unit?: string });

export type Values = Record<string, string | number | boolean>;

export type BuiltPrompt = { system: string; prompt: string; temperature?: number; maxTokens?: number };

export type DownloadFormat = "txt" | "docx" | "doc" | "pdf" | "html";

export type ToolSpec = {
  slug: string;
  fields: Field[];
  submit: { label: string; busy: string };
  success: { title: string; description: string };
  /** Shown when the model fails (spec §8), title Error. */
  failure: string;
  prompt: (values: Values) => BuiltPrompt;
  /** "plain" strips markdown asterisks, hash headings and emoji from the output (spec §9). */
  postProcess?: "plain";
  /** When the model returns nothing usable the run is an error with this title and message. */
  emptyResult?: { title: string; message: string };
  download: { base: string; formats: DownloadFormat[] };
  /** Cross-field rules the server enforces too; returns the message to show, or null. */
  validate?: (values: Values) => string | null;
  /** Words that must fit the remaining allowance before the run starts (beyond the input). */
  estimate?: (values: Values, inputWords: number) => number;
  /** Several independent drafts from one click (each a model call, each charged). */
  drafts?: number;
  related?: string[];
  faq?: { q: string; a: string }[];
};

export const choices = (...items: (string | [string, string])[]): Choice[] =>
  items.map((item) =>
    typeof item === "string"
      ? { value: item, label: item[0].toUpperCase() + item.slice(1) }
      : { value: item[0], label: item[1] },
  );

/** Text limits of spec §9: short 100, medium 500, long 5000 characters. */
export const LIMITS = { short: 100, medium: 500, long: 5000, title: 200, document: 50_000 } as const;

/** The standard main text box of text-transforming tools (`input.text`). */
export const textField = (
  label: string,
  placeholder: string,
  required: string,
  maxChars: number = LIMITS.document,
): Field => ({
  kind: "textarea",
  name: "text",
  label,
  placeholder,
  required,
  maxChars,
  rows: 10,
  voice: true,
});

export const ANSWER_ONLY = "Answer with the result only: no preamble, no notes about what you did.";
