/**
 * What a tool is, as data: its name and place in the catalogue, its fields and options, validation
 * wording, prompt, result handling and downloads. The web app renders forms from it; the server
 * validates the same fields and builds the prompt from it, so the client never sends prompt text.
 */
/** One option of a select; a description is shown where options are drawn as cards. */
export type Choice = { value: string; label: string; description?: string };

type FieldBase = { name: string; label: string; hint?: string };

export type Field =
  | (FieldBase & {
      kind: "textarea" | "text";
      placeholder?: string;
      /** Message when empty; absent means optional. */
      required?: string;
      maxChars: number;
      /** Message when longer than `maxChars`; default '{label}: maximum {n} characters allowed'. */
      tooLong?: string;
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
  /** A yes/no choice shown as a checkbox rather than a switch, stored like a switch. */
  | (FieldBase & { kind: "checkbox"; default: boolean })
  | (FieldBase & { kind: "number"; min: number; max: number; default: number })
  | (FieldBase & { kind: "slider"; min: number; max: number; step: number; default: number; unit?: string });

export type Values = Record<string, string | number | boolean>;

export type BuiltPrompt = { system: string; prompt: string; temperature?: number; maxTokens?: number };

export type DownloadFormat = "txt" | "docx" | "pdf" | "html";

/** What every text result can be saved as, from one Download menu. */
export const STANDARD_FORMATS: readonly DownloadFormat[] = ["txt", "docx", "pdf"];

/** How a tool's result is saved: the standard formats, plus any of the tool's own. */
export type Downloads = {
  /** File name without extension: files are saved as `${base}.${ext}`. */
  base: string;
  /** Formats beyond the standard ones (the legal draft's printable HTML). */
  extra?: DownloadFormat[];
  /** What the 'Downloaded!' toast calls the file: '{noun} saved as TXT file.' (default 'Result'). */
  noun?: string;
};

/** The formats a tool's result downloads as, in menu order. */
export function downloadFormats(downloads: Downloads): DownloadFormat[] {
  return [...STANDARD_FORMATS, ...(downloads.extra ?? []).filter((f) => !STANDARD_FORMATS.includes(f))];
}

export type ToolGroupId = "write" | "rewrite" | "improve" | "explore" | "translator";

/** The dedicated screens a tool may use instead of the generic one (src/web/features/tools/screens). */
export type ScreenId =
  | "paraphraser"
  | "sentence-rewriter"
  | "tone-adjuster"
  | "humanizer"
  | "long-form"
  | "grammar"
  | "legal"
  | "translator";

/**
 * An AI style preset: a named set of instructions added to the tool's prompt. The first preset of a tool is its default;
 * the picker is hidden when a tool has one preset or none. Prompts are built on the server from it.
 */
export type Preset = {
  id: string;
  name: string;
  description: string;
  systemPrompt: string;
  userPromptTemplate: string;
  temperature: number;
  maxTokens: number;
};

/**
 * One tool, everything about it in one entry: what the catalogue shows (name, group, description),
 * its form, its prompt, its result handling and UI copy. `S` keeps the slug's literal type, so the
 * registry can derive the `ToolSlug` union from the entries themselves.
 */
export type Tool<S extends string = string> = {
  slug: S;
  name: string;
  group: ToolGroupId;
  /** One line for the sidebar, cards and meta description. */
  description: string;
  fields: Field[];
  submit: { label: string; busy: string };
  success: { title: string; description: string };
  /** Shown when the model fails, title Error; the failure's detail goes to the server's log only. */
  failure: string;
  /** Title of the failure toast when the run broke off after it started (default: the server's, or Error). */
  failureTitle?: string;
  /** Description of the 'Stopped' toast (default: 'Generation stopped. …'). */
  stopped?: string;
  prompt: (values: Values) => BuiltPrompt;
  /** "plain" strips markdown asterisks, hash headings and emoji from the output, for results read as plain text (a resume, a question list). */
  postProcess?: "plain";
  /** When the model returns nothing usable the run is an error with this title and message. */
  emptyResult?: { title: string; message: string };
  download: Downloads;
  /** Cross-field rules the server enforces too; returns the message to show, or null. */
  validate?: (values: Values) => string | null;
  /** Words that must fit the remaining allowance before the run starts (beyond the input). */
  estimate?: (values: Values, inputWords: number) => number;
  /** Several independent drafts from one click (each a model call, each charged). */
  drafts?: number;
  related?: readonly string[];
  faq?: { q: string; a: string }[];
  /** AI style presets; with presets the prompt comes from the chosen preset, not `prompt`. */
  presets?: Preset[];
  /** A dedicated screen; absent means the generic screen drawn from `fields`. */
  screen?: ScreenId;
  /** What a signed-out run is told, in the tool's own words; default 'Please sign in to continue.' */
  signedOutMessage?: string;
  /**
   * Its own words for a run whose session the server refused (401) while the page still showed the
   * tool (the bullet summarizer has one). A page that knows its session ended shows the sign-in
   * prompt instead of the tool, so there is no "expired" message to show.
   */
  authFailure?: string;
  /** The result pane: its heading, what it shows before the first result, and a height in px. */
  result?: { label?: string; height?: number; empty?: { title?: string; hint: string } };
  /**
   * How the server runs it: "stream" (default) streams the model's text; "check" answers with one
   * structured grammar result (offline rules, plus the model when there is one).
   */
  run?: "stream" | "check";
  /** Offline rules that still answer when no model is available: every issue, or punctuation only. */
  offlineRules?: "all" | "punctuation";
};

/** Declares an entry written out by hand, keeping its slug's literal type. */
export const defineTool = <const S extends string>(tool: Tool<S>): Tool<S> => tool;

export const isTextField = (f: Field): f is Extract<Field, { kind: "textarea" | "text" }> =>
  f.kind === "textarea" || f.kind === "text";

export const tooLongMessage = (f: Extract<Field, { kind: "textarea" | "text" }>) =>
  f.tooLong ?? `${f.label}: maximum ${f.maxChars.toLocaleString("en-US")} characters allowed`;

export const choices = (...items: (string | [string, string])[]): Choice[] =>
  items.map((item) =>
    typeof item === "string"
      ? { value: item, label: item[0].toUpperCase() + item.slice(1) }
      : { value: item[0], label: item[1] },
  );

/** Text field limits, checked by the browser and the server alike: short 100, medium 500, long 5000 characters. */
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
