import { textTool } from "./simple";
import { choices, type ToolSpec } from "./types";

const grammar: ToolSpec = textTool({
  slug: "grammar-checker",
  placeholder: "Paste text to check",
  required: "Please enter some text to check.",
  system: "You are a meticulous copy editor.",
  options: [
    {
      kind: "select",
      name: "dialect",
      label: "English Dialect",
      choices: choices(
        ["american", "American"],
        ["british", "British"],
        ["canadian", "Canadian"],
        ["australian", "Australian"],
      ),
      default: "american",
    },
  ],
  submit: { label: "Check Grammar", busy: "Checking..." },
  success: "Grammar check complete.",
  failure: "Check Failed",
  related: ["punctuation-fixer", "style-enhancer", "clarity-booster"],
});

const presetTool = (slug: string, placeholder: string, related: string[]) =>
  textTool({ slug, placeholder, system: "", related });

const styleEnhancer = presetTool("style-enhancer", "Paste text to polish", [
  "sentence-shortener",
  "readability-enhancer",
]);
const sentenceShortener = presetTool("sentence-shortener", "Paste long sentences to shorten", [
  "paragraph-reducer",
  "readability-enhancer",
]);
const readability = presetTool("readability-enhancer", "Paste complex text", ["sentence-shortener", "clarity-booster"]);

const expander = textTool({
  slug: "sentence-expander",
  placeholder: "Enter short sentences to expand",
  system: "You expand sentences with relevant detail, examples or explanation while keeping each point.",
  options: [
    {
      kind: "select",
      name: "detail",
      label: "Detail",
      choices: choices("brief", "moderate", "rich"),
      default: "moderate",
    },
  ],
  instruction: (v) => `Add ${v.detail} detail.`,
  temperature: 0.7,
  related: ["sentence-shortener", "style-enhancer"],
});

const punctuation = textTool({
  slug: "punctuation-fixer",
  placeholder: "Paste text with punctuation problems",
  system:
    "You fix punctuation only: commas, full stops, apostrophes, quotation marks, and capitals after sentence ends. Never change, add or remove words.",
  submit: { label: "Fix Punctuation", busy: "Fixing..." },
  temperature: 0.1,
  related: ["grammar-checker", "readability-enhancer"],
});

const clarity = textTool({
  slug: "clarity-booster",
  placeholder: "Paste text that needs to be clearer",
  system: "You rewrite text to be clear and unambiguous: main point first, no jargon or vague words, same meaning.",
  related: ["readability-enhancer", "sentence-shortener"],
});

const reducer = textTool({
  slug: "paragraph-reducer",
  placeholder: "Paste paragraphs to condense",
  system: "You condense paragraphs without losing key information.",
  options: [
    {
      kind: "select",
      name: "target",
      label: "Reduce To",
      choices: choices(["75", "About 75%"], ["50", "About half"], ["25", "About a quarter"]),
      default: "50",
    },
  ],
  instruction: (v) => `Condense the text to about ${v.target}% of its length.`,
  related: ["paragraph-summarizer", "sentence-shortener"],
});

export const IMPROVE_SPECS: ToolSpec[] = [
  grammar,
  styleEnhancer,
  expander,
  sentenceShortener,
  punctuation,
  readability,
  clarity,
  reducer,
];
