import { POEM_PRESETS } from "./presets";
import { textTool } from "./simple";
import { choices, LIMITS, type Tool } from "./types";

export const BULLET_COUNTS = ["3-5", "5-7", "7-10", "10+"];
export const BULLET_STYLES = ["concise", "detailed", "key facts", "action items", "executive", "study"];

const bullets = textTool({
  slug: "bullet-summarizer",
  name: "Bullet Summarizer",
  group: "explore",
  description: "Summaries as scannable bullet points",
  placeholder: "Paste text to summarize (works best with 200 to 5000 words)",
  required: "Please enter text to summarize.",
  system: "You summarize text as bullet points, each line starting with '- ', no other text.",
  options: [
    {
      kind: "select",
      name: "bulletCount",
      label: "Number of Bullets",
      choices: BULLET_COUNTS.map((c) => ({ value: c, label: c })),
      default: "5-7",
    },
    { kind: "select", name: "style", label: "Style", choices: choices(...BULLET_STYLES), default: "concise" },
  ],
  instruction: (v) => `Write ${v.bulletCount} ${v.style} bullet points.`,
  submit: { label: "Summarize", busy: "Summarizing..." },
  success: "Summary generated successfully.",
  failure: "Service error. Please check your input and try again.",
  emptyResult: { title: "Error", message: "No result received from the service" },
  signedOutMessage: "Please sign in to use this tool.",
  authFailure: "Authentication failed. Please sign out and sign in again.",
  related: ["paragraph-summarizer", "study-notes", "abstract-generator"],
});

const paragraphSummary = textTool({
  slug: "paragraph-summarizer",
  name: "Paragraph Summarizer",
  group: "explore",
  description: "One tight paragraph from long text",
  placeholder: "Paste text to summarize",
  required: "Please enter text to summarize.",
  system: "You summarize text in one tight, self-contained paragraph.",
  options: [
    {
      kind: "select",
      name: "length",
      label: "Length",
      choices: choices(
        ["short", "Short (2-3 sentences)"],
        ["medium", "Medium (4-6 sentences)"],
        ["long", "Long (7-10 sentences)"],
      ),
      default: "medium",
    },
  ],
  instruction: (v) => `Make the summary ${v.length}.`,
  submit: { label: "Summarize", busy: "Summarizing..." },
  related: ["bullet-summarizer", "abstract-generator"],
});

const abstract = textTool({
  slug: "abstract-generator",
  name: "Abstract Generator",
  group: "explore",
  description: "Research abstracts from papers and drafts",
  placeholder: "Paste your paper or draft",
  system:
    "You write academic abstracts of 150 to 250 words: background, aim, method, results and conclusion, in one paragraph.",
  options: [
    {
      kind: "select",
      name: "kind",
      label: "Abstract Type",
      choices: choices("informative", "descriptive", "structured"),
      default: "informative",
    },
  ],
  instruction: (v) => `Write a ${v.kind} abstract.`,
  related: ["paragraph-summarizer", "academic-writer"],
});

const meeting = textTool({
  slug: "meeting-notes",
  name: "Meeting Notes",
  group: "explore",
  description: "Decisions and action items from transcripts",
  placeholder: "Paste a meeting transcript or rough notes",
  system:
    "You turn transcripts into meeting notes with the sections Summary, Decisions and Action items (owner and due date where given). Plain text, headings on their own lines.",
  options: [
    {
      kind: "select",
      name: "detail",
      label: "Detail",
      choices: choices("brief", "standard", "detailed"),
      default: "standard",
    },
  ],
  instruction: (v) => `Keep it ${v.detail}.`,
  related: ["bullet-summarizer", "study-notes"],
});

const study = textTool({
  slug: "study-notes",
  name: "Study Notes",
  group: "explore",
  description: "Revision notes from lectures and chapters",
  placeholder: "Paste lecture notes or a chapter",
  system:
    "You turn material into study notes: key concepts with short explanations, definitions, and 3-5 self-test questions at the end.",
  options: [
    {
      kind: "select",
      name: "format",
      label: "Format",
      choices: choices("outline", "Cornell notes", "flashcards"),
      default: "outline",
    },
  ],
  instruction: (v) => `Use the ${v.format} format.`,
  related: ["question-generator", "bullet-summarizer"],
});

const poem = textTool({
  slug: "poem-creator",
  name: "Poem Creator",
  group: "explore",
  description: "Romantic, modern or haiku poems on any theme",
  label: "Subject",
  placeholder: "Enter the subject of your poem",
  required: "Please enter a subject for your poem.",
  system: "",
  presets: POEM_PRESETS,
});

const quote = textTool({
  slug: "quote-rewriter",
  name: "Quote Rewriter",
  group: "explore",
  description: "Fresh takes on famous quotes",
  label: "Quote",
  placeholder: "Enter a quote to rewrite",
  required: "Please enter a quote to rewrite.",
  system: "You rewrite quotes in fresh ways that keep their meaning, one version per line.",
  options: [
    {
      kind: "select",
      name: "style",
      label: "Style",
      choices: choices("modern", "poetic", "humorous", "motivational"),
      default: "modern",
    },
  ],
  instruction: (v) => `Write three ${v.style} versions.`,
  temperature: 0.9,
  related: ["hook-generator", "poem-creator"],
});

const hookTool = textTool({
  slug: "hook-generator",
  name: "Hook Generator",
  group: "explore",
  description: "Openers that stop the scroll",
  label: "Topic",
  placeholder: "What is your post, video or article about?",
  required: "Please enter a topic.",
  system: "You write opening hooks that stop the scroll, one per line, numbered 1-5.",
  options: [
    {
      kind: "select",
      name: "audience",
      label: "Audience",
      choices: choices("general", "entrepreneurs", "marketers", "students", "developers", "parents", "creators"),
      default: "general",
    },
    {
      kind: "select",
      name: "platform",
      label: "Platform",
      choices: choices("Instagram", "TikTok", "YouTube", "LinkedIn", "X (Twitter)", "Blog", "Email").map((c) => ({
        ...c,
        value: c.label,
      })),
      default: "LinkedIn",
    },
    {
      kind: "select",
      name: "style",
      label: "Hook Style",
      choices: choices("question", "bold statement", "statistic", "story", "curiosity gap", "contrarian"),
      default: "question",
    },
  ],
  instruction: (v) => `Write five ${v.style} hooks for ${v.audience} on ${v.platform}.`,
  submit: { label: "Generate Hooks", busy: "Generating..." },
  success: "Hooks generated successfully.",
  failure: "Failed to generate hooks.",
  temperature: 0.9,
  related: ["youtube-tools", "blog-generator"],
});
// The topic is a short multi-line box rather than a document-sized one.
const [topic, ...hookOptions] = hookTool.fields;
const hooks: Tool<"hook-generator"> = {
  ...hookTool,
  fields: [{ ...topic, kind: "textarea", maxChars: LIMITS.medium, rows: 3 } as Tool["fields"][0], ...hookOptions],
};

const youtube = textTool({
  slug: "youtube-tools",
  name: "YouTube Tools",
  group: "explore",
  description: "Titles, SEO descriptions and script points",
  label: "Video Idea",
  placeholder: "Describe your video idea",
  required: "Please describe your video idea.",
  system:
    "For a YouTube video idea you write: TITLE (under 70 characters), DESCRIPTION (SEO-friendly, 120-200 words with keywords) and SCRIPT POINTS (5-8 bullet lines starting with '- '). Plain text with those three headings.",
  temperature: 0.7,
  related: ["script-writer", "hook-generator"],
});

const questions = textTool({
  slug: "question-generator",
  name: "Question Generator",
  group: "explore",
  description: "Quizzes and discussion questions from content",
  label: "Content",
  placeholder: "Paste the content to generate questions for",
  required: "Please enter content to generate questions for.",
  system:
    "You write 8 to 12 numbered questions that test understanding of the content. Plain text only: no Markdown, no emoji, no answers unless asked.",
  options: [
    {
      kind: "select",
      name: "type",
      label: "Question Type",
      choices: choices(
        ["multiple-choice", "Multiple choice"],
        ["true/false", "True/False"],
        ["short-answer", "Short answer"],
        ["essay", "Essay"],
        ["discussion", "Discussion"],
        ["mixed", "Mixed"],
      ),
      default: "mixed",
    },
    {
      kind: "select",
      name: "difficulty",
      label: "Difficulty Level",
      choices: choices("beginner", "intermediate", "advanced", "mixed"),
      default: "intermediate",
    },
    {
      kind: "select",
      name: "audience",
      label: "Target Audience",
      choices: choices("students", "professionals", "general", "experts"),
      default: "students",
    },
  ],
  instruction: (v) =>
    `Write 8 to 12 ${v.type} questions at ${v.difficulty} difficulty for ${v.audience}.${v.type === "multiple-choice" ? " Give four options (A-D) under each." : ""}`,
  submit: { label: "Generate Questions", busy: "Generating..." },
  success: "Questions generated successfully.",
  failure: "Failed to generate questions. Please try again.",
  postProcess: "plain",
  related: ["study-notes", "bullet-summarizer"],
  download: { base: "questions" },
  signedOutMessage: "Please log in to use this feature.",
  result: { height: 500 },
});

export const EXPLORE_TOOLS = [
  bullets,
  paragraphSummary,
  abstract,
  meeting,
  study,
  poem,
  quote,
  hooks,
  youtube,
  questions,
] as const;
