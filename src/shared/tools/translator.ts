import { AUTO_DETECT, LANGUAGES, languageName } from "./languages";
import { ANSWER_ONLY, choices, defineTool, textField } from "./types";

const translator = defineTool({
  slug: "language-translator",
  name: "Language Translator",
  group: "translator",
  description: "Translate between about 110 languages",
  fields: [
    textField("Text to Translate", "Paste text to translate", "Please enter text to translate."),
    { kind: "select", name: "source", label: "From", choices: [AUTO_DETECT, ...LANGUAGES], default: "auto" },
    { kind: "select", name: "target", label: "To", choices: LANGUAGES, default: "es" },
    { kind: "switch", name: "preserveTone", label: "Preserve tone", default: true },
    { kind: "switch", name: "formal", label: "Formal register", default: false },
    {
      kind: "switch",
      name: "inlineNotes",
      label: "Inline notes",
      default: false,
      hint: "Explain idioms or ambiguous terms in [brackets].",
    },
  ],
  submit: { label: "Translate", busy: "Translating..." },
  success: { title: "Success!", description: "Text translated successfully." },
  failure: "Translation failed. Please try again.",
  emptyResult: { title: "Translation Error", message: "The translation came back empty. Please try again." },
  stopped: "Translation stopped. You were charged only for the words generated.",
  screen: "translator",
  result: {
    label: "Translation",
    empty: { title: "No translation yet", hint: "Enter your text, choose the languages and click Translate." },
  },
  download: { base: "translation", noun: "Translation" },
  validate: (v) =>
    v.source !== "auto" && v.source === v.target ? "Source and target languages cannot be the same." : null,
  prompt: (v) => ({
    system: `You are a professional translator. Translate faithfully, keep formatting and line breaks, and return only the translation. ${ANSWER_ONLY}`,
    prompt:
      `Translate from ${languageName(String(v.source))} into ${languageName(String(v.target))}.\n` +
      (v.preserveTone ? "Preserve the tone of the original.\n" : "") +
      (v.formal ? "Use a formal register.\n" : "") +
      (v.inlineNotes ? "Where an idiom or term is ambiguous, add a short note in [brackets] after it.\n" : "") +
      `\nText:\n${String(v.text ?? "").trim()}`,
    temperature: 0.2,
    maxTokens: 4000,
  }),
  related: ["seo-localizer", "paraphraser", "long-form-writer"],
});

export const REGIONS = [
  "United States",
  "United Kingdom",
  "Canada",
  "Australia",
  "India",
  "Germany",
  "France",
  "Spain",
  "Mexico",
  "Brazil",
  "Japan",
  "South Korea",
  "China",
  "United Arab Emirates",
  "South Africa",
  "Nigeria",
];

const seoLocalizer = defineTool({
  slug: "seo-localizer",
  name: "SEO Localizer",
  group: "translator",
  description: "Localize content and keywords for new regions",
  fields: [
    textField("Content", "Paste the content to localize", "Please enter content to localize."),
    {
      kind: "select",
      name: "region",
      label: "Target Region",
      choices: REGIONS.map((r) => ({ value: r, label: r })),
      default: "United Kingdom",
    },
    { kind: "select", name: "language", label: "Language", choices: LANGUAGES, default: "en" },
    {
      kind: "text",
      name: "keywords",
      label: "Target Keywords",
      placeholder: "optional, comma-separated",
      maxChars: 500,
    },
    { kind: "select", name: "adaptation", label: "Adaptation", choices: choices("light", "full"), default: "full" },
  ],
  submit: { label: "Localize", busy: "Localizing..." },
  success: { title: "Success!", description: "Content localized successfully." },
  failure: "Failed to process text. Please try again.",
  download: { base: "localized-content" },
  prompt: (v) => ({
    system: `You localize web content for a regional audience and search engines: adapt spelling, idioms, units, currency, examples and keywords to the region, keep the message. ${ANSWER_ONLY}`,
    prompt:
      `Localize for ${v.region} in ${languageName(String(v.language))} (${v.adaptation} adaptation).\n` +
      (String(v.keywords ?? "").trim()
        ? `Optimise for these keywords as people in that region search them: ${v.keywords}\n`
        : "") +
      `\nContent:\n${String(v.text ?? "").trim()}`,
    temperature: 0.4,
    maxTokens: 4000,
  }),
  related: ["language-translator", "paraphraser", "long-form-writer"],
});

export const TRANSLATOR_TOOLS = [translator, seoLocalizer] as const;
