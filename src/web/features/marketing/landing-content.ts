import { TOOL_COUNT } from "~/lib/tool-index";

/** The landing page's category cards: six categories, three tools each, one button. */
export const CATEGORIES = [
  {
    id: "write",
    title: "Write",
    blurb: "Drafts from a brief: articles, posts, emails and more.",
    tools: ["long-form-writer", "blog-generator", "email-campaign"],
  },
  {
    id: "rewrite",
    title: "Rewrite",
    blurb: "Say the same thing better, in the voice you need.",
    tools: ["paraphraser", "humanizer", "tone-adjuster"],
  },
  {
    id: "improve",
    title: "Improve",
    blurb: "Fix grammar, tighten sentences and raise readability.",
    tools: ["grammar-checker", "readability-enhancer", "clarity-booster"],
  },
  {
    id: "explore",
    title: "Explore",
    blurb: "Turn long text into summaries, notes and abstracts.",
    tools: ["bullet-summarizer", "meeting-notes", "study-notes"],
  },
  {
    id: "translate",
    title: "Translate",
    blurb: "Carry your meaning into 100+ languages and markets.",
    tools: ["language-translator", "seo-localizer", "paraphraser"],
  },
  {
    id: "create",
    title: "Create",
    blurb: "Poems, scroll-stopping hooks and video ideas.",
    tools: ["poem-creator", "hook-generator", "youtube-tools"],
  },
] as const;

export const DEMO_STEPS = [
  {
    title: "Create a free account",
    text: "Sign up with your email (or Google, where enabled) and confirm the link we send you. The free plan includes 2,000 words a month — no credit card.",
  },
  {
    title: "Pick a tool",
    text: `Choose from the sidebar or search by name: Long-Form Writer for articles, Paraphraser for rewording, Grammar Checker for a final pass, and ${TOOL_COUNT - 3} more.`,
  },
  {
    title: "Describe what you need",
    text: "Paste your text or fill in a short brief, then choose the options — tone, length, language. You can dictate instead of typing with the microphone button.",
  },
  {
    title: "Watch the result stream in",
    text: "The answer appears as the model writes it. Compare variations, copy what you like, or ask for another take.",
  },
  {
    title: "Export and keep going",
    text: "Download as text, Word (.docx) or PDF. The word meter shows how much of this month's allowance is left.",
  },
] as const;

export const COMPARISON = [
  { feature: `${TOOL_COUNT} specialised writing tools in one workspace`, quillstack: true, typical: false },
  { feature: "Free plan with no credit card", quillstack: true, typical: true },
  { feature: "Open source, self-hostable on your own server", quillstack: true, typical: false },
  { feature: "Choose the AI model — local or any OpenAI-compatible API", quillstack: true, typical: false },
  { feature: "Your text is never used to train models", quillstack: true, typical: false },
  { feature: "Export to Word (.docx) and PDF", quillstack: true, typical: true },
  { feature: "Translation and localisation in 100+ languages", quillstack: true, typical: false },
  { feature: "Admin portal with usage, plans and an emergency stop", quillstack: true, typical: false },
] as const;
