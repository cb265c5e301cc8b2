import { languageName, PARAPHRASE_LANGUAGES } from "./languages";
import { textTool } from "./simple";
import { choices } from "./types";

export const PARAPHRASE_MODES = [
  { value: "standard", label: "Standard", description: "Balanced tone and structure" },
  { value: "creative", label: "Creative", description: "More expressive and varied" },
  { value: "formal", label: "Formal", description: "Academic/business-like" },
  { value: "shorten", label: "Shorten", description: "Concise version" },
  { value: "expand", label: "Expand", description: "Add detail and clarity" },
];

const MODE_INSTRUCTIONS: Record<string, string> = {
  standard: "Paraphrase with balanced tone and structure, keeping the meaning and length.",
  creative: "Paraphrase expressively, with varied vocabulary and sentence structure, keeping the meaning.",
  formal: "Paraphrase in a formal academic or business register.",
  shorten: "Paraphrase concisely: make it noticeably shorter while keeping every key point.",
  expand: "Paraphrase with added detail and clarity, making it somewhat longer.",
};

const paraphraser = textTool({
  slug: "paraphraser",
  name: "Paraphraser",
  group: "rewrite",
  description: "Rephrase text in five modes and twelve languages",
  placeholder: "Paste the text to paraphrase",
  required: "Please enter text to paraphrase.",
  system: "You paraphrase text: new wording and structure, same meaning, no added facts.",
  options: [
    {
      kind: "select",
      name: "mode",
      label: "Mode",
      choices: PARAPHRASE_MODES.map(({ value, label }) => ({ value, label })),
      default: "standard",
    },
    {
      kind: "select",
      name: "tone",
      label: "Tone",
      choices: choices("professional", "friendly", "witty", "serious"),
      default: "professional",
    },
    { kind: "select", name: "language", label: "Target Language", choices: PARAPHRASE_LANGUAGES, default: "en" },
  ],
  instruction: (v) =>
    `${MODE_INSTRUCTIONS[String(v.mode)] ?? MODE_INSTRUCTIONS.standard} Use a ${v.tone} tone. Write the result in ${languageName(String(v.language))}.`,
  submit: { label: "Paraphrase", busy: "Paraphrasing..." },
  success: "Text paraphrased successfully.",
  failure: "Failed to paraphrase text. Please try again.",
  download: { base: "paraphrased-text", noun: "Paraphrased text" },
  temperature: 0.6,
  screen: "paraphraser",
  result: {
    label: "Paraphrased Text",
    empty: {
      title: "No content paraphrased yet",
      hint: "Pick a mode, paste your text and press Paraphrase to see it rewritten here.",
    },
  },
  related: ["sentence-rewriter", "humanizer", "tone-adjuster"],
});

const sentenceRewriter = textTool({
  slug: "sentence-rewriter",
  name: "Sentence Rewriter",
  group: "rewrite",
  description: "Rewrite sentences all at once or one by one",
  label: "Sentences",
  placeholder: "One sentence per line",
  required: "Please enter sentences to rewrite.",
  system:
    "You rewrite sentences. Keep one sentence per line, in the same order, the same number of lines; blank lines stay blank.",
  options: [
    {
      kind: "select",
      name: "styleFocus",
      label: "Style Focus",
      choices: choices(["clearer", "Clearer"], ["more natural", "More natural"], ["engaging", "Engaging"]),
      default: "clearer",
    },
  ],
  instruction: (v) => `Rewrite each line to be ${v.styleFocus}, keeping its meaning.`,
  submit: { label: "Rewrite All", busy: "Rewriting..." },
  success: "All sentences rewritten successfully.",
  failure: "Failed to rewrite sentences. Please try again.",
  result: {
    label: "Rewritten Sentences",
    empty: { hint: "Rewritten sentences appear here, one per line, ready to edit." },
  },
  screen: "sentence-rewriter",
  related: ["paraphraser", "clarity-booster"],
});

const humanizer = textTool({
  slug: "humanizer",
  name: "Humanizer",
  group: "rewrite",
  description: "Make machine-sounding text read naturally",
  placeholder: "Paste text that sounds robotic",
  required: "Please enter text to humanize.",
  system:
    "You make machine-sounding text read as if a thoughtful person wrote it: vary sentence length, use contractions and concrete words, cut stock phrases ('in today's fast-paced world', 'delve'), keep every fact.",
  options: [
    {
      kind: "select",
      name: "personality",
      label: "Personality",
      choices: choices("conversational", "professional", "storyteller", "academic", "casual", "enthusiastic"),
      default: "conversational",
    },
    {
      kind: "select",
      name: "level",
      label: "Humanization Level",
      choices: choices("light", "moderate", "strong", "maximum"),
      default: "moderate",
    },
  ],
  instruction: (v) => `Apply a ${v.level} rewrite with a ${v.personality} personality.`,
  submit: { label: "Humanize", busy: "Humanizing..." },
  success: "Text humanized successfully.",
  failure: "Failed to humanize text.",
  result: { label: "Humanized Text", empty: { hint: "Your humanized text and its human score will appear here." } },
  screen: "humanizer",
  temperature: 0.8,
  related: ["paraphraser", "tone-adjuster"],
});

export const TONES = [
  "professional",
  "friendly",
  "formal",
  "casual",
  "confident",
  "empathetic",
  "persuasive",
  "enthusiastic",
];
export const AUDIENCES = ["General Public", "Colleagues", "Executives", "Customers", "Students", "Friends"];

const toneAdjuster = textTool({
  slug: "tone-adjuster",
  name: "Tone Adjuster",
  group: "rewrite",
  description: "Shift your writing to the tone your audience needs",
  placeholder: "Paste the text to adjust",
  required: "Please enter text to adjust.",
  system:
    "You change the tone of text to the target tone for the target audience, keeping the meaning and every key point.",
  options: [
    { kind: "select", name: "tone", label: "Target Tone", choices: choices(...TONES), default: "professional" },
    {
      kind: "select",
      name: "audience",
      label: "Target Audience",
      choices: AUDIENCES.map((a) => ({ value: a.toLowerCase(), label: a })),
      default: "general public",
    },
  ],
  instruction: (v) => `Change the style to a ${v.tone} tone for ${v.audience}.`,
  submit: { label: "Adjust Tone", busy: "Adjusting Tone..." },
  success: "Tone adjusted successfully.",
  failure: "Failed to adjust tone. Please try again.",
  related: ["formality-converter", "paraphraser"],
  screen: "tone-adjuster",
  result: {
    label: "Tone-Adjusted Text",
    height: 400,
    empty: { hint: "Enter text and select a tone to adjust your writing style." },
  },
  download: { base: "tone-adjusted-text", noun: "Tone-adjusted text" },
});

const synonym = textTool({
  slug: "synonym-enhancer",
  name: "Synonym Enhancer",
  group: "rewrite",
  description: "Swap repeated words for precise alternatives",
  placeholder: "Paste text with repeated or weak words",
  system: "You replace repeated or weak words with precise, varied synonyms, keeping meaning, tone and grammar.",
  options: [
    {
      kind: "select",
      name: "intensity",
      label: "Intensity",
      choices: choices("subtle", "moderate", "bold"),
      default: "moderate",
    },
  ],
  instruction: (v) => `Make ${v.intensity} changes.`,
  related: ["style-enhancer", "paraphraser"],
});

const passive = textTool({
  slug: "passive-to-active",
  name: "Passive to Active",
  group: "rewrite",
  description: "Turn passive constructions into active voice",
  placeholder: "Paste text written in the passive voice",
  system:
    "You rewrite passive-voice sentences in the active voice, naming the actor where the text allows; sentences already active stay as they are.",
  related: ["clarity-booster", "readability-enhancer"],
});

const formality = textTool({
  slug: "formality-converter",
  name: "Formality Converter",
  group: "rewrite",
  description: "Move text between casual and formal registers",
  placeholder: "Paste the text to convert",
  system: "You move text between registers, keeping its meaning.",
  options: [
    {
      kind: "select",
      name: "target",
      label: "Convert To",
      choices: choices(["formal", "Formal"], ["neutral", "Neutral"], ["casual", "Casual"]),
      default: "formal",
    },
  ],
  instruction: (v) => `Rewrite the text in a ${v.target} register.`,
  related: ["tone-adjuster", "style-enhancer"],
});

export const REWRITE_TOOLS = [
  paraphraser,
  sentenceRewriter,
  humanizer,
  toneAdjuster,
  synonym,
  passive,
  formality,
] as const;
