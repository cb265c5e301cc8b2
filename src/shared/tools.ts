/**
 * The tool registry: every tool's slug, group, name and one-line description. The sidebar, the
 * server's route table and (later) the run pipeline all read this one list.
 */
export type ToolGroupId = "write" | "rewrite" | "improve" | "explore" | "translator";

export type ToolEntry = {
  slug: string;
  name: string;
  group: ToolGroupId;
  description: string;
};

export const TOOL_GROUPS: { id: ToolGroupId; label: string }[] = [
  { id: "write", label: "Write" },
  { id: "rewrite", label: "Rewrite" },
  { id: "improve", label: "Improve" },
  { id: "explore", label: "Explore" },
  { id: "translator", label: "Translator" },
];

const t = (group: ToolGroupId, slug: string, name: string, description: string): ToolEntry => ({
  slug,
  name,
  group,
  description,
});

export const TOOLS: ToolEntry[] = [
  t("write", "long-form-writer", "Long-Form Writer", "SEO articles in three drafts from one topic"),
  t("write", "blog-generator", "Blog Generator", "Complete blog posts for your audience and tone"),
  t("write", "email-campaign", "Email Campaign", "Promotions, welcomes and follow-ups that convert"),
  t("write", "resume-writer", "Resume & Cover Letter", "ATS-friendly resumes and matching cover letters"),
  t("write", "legal-draft", "Legal Draft", "Contracts, NDAs and policies for your jurisdiction"),
  t("write", "academic-writer", "Academic Writer", "Structured essays and papers in academic style"),
  t("write", "script-writer", "Script Writer", "Video and podcast scripts with scenes and cues"),
  t("write", "product-description", "Product Description", "Persuasive product copy for stores and listings"),
  t("write", "sales-email", "Sales Cold Email", "Short cold emails that earn a reply"),
  t("rewrite", "paraphraser", "Paraphraser", "Rephrase text in five modes and twelve languages"),
  t("rewrite", "sentence-rewriter", "Sentence Rewriter", "Rewrite sentences all at once or one by one"),
  t("rewrite", "humanizer", "Humanizer", "Make machine-sounding text read naturally"),
  t("rewrite", "tone-adjuster", "Tone Adjuster", "Shift your writing to the tone your audience needs"),
  t("rewrite", "synonym-enhancer", "Synonym Enhancer", "Swap repeated words for precise alternatives"),
  t("rewrite", "passive-to-active", "Passive to Active", "Turn passive constructions into active voice"),
  t("rewrite", "formality-converter", "Formality Converter", "Move text between casual and formal registers"),
  t("improve", "grammar-checker", "Grammar Checker", "Find and fix grammar, spelling and punctuation"),
  t("improve", "style-enhancer", "Style Enhancer", "Polish style: creative, professional or academic"),
  t("improve", "sentence-expander", "Sentence Expander", "Add detail and depth to short sentences"),
  t("improve", "sentence-shortener", "Sentence Shortener", "Cut long sentences down to what matters"),
  t("improve", "punctuation-fixer", "Punctuation Fixer", "Correct commas, quotes and sentence endings"),
  t("improve", "readability-enhancer", "Readability Enhancer", "Make complex text easy to read"),
  t("improve", "clarity-booster", "Clarity Booster", "Remove ambiguity and make the point plain"),
  t("improve", "paragraph-reducer", "Paragraph Reducer", "Condense paragraphs without losing meaning"),
  t("explore", "bullet-summarizer", "Bullet Summarizer", "Summaries as scannable bullet points"),
  t("explore", "paragraph-summarizer", "Paragraph Summarizer", "One tight paragraph from long text"),
  t("explore", "abstract-generator", "Abstract Generator", "Research abstracts from papers and drafts"),
  t("explore", "meeting-notes", "Meeting Notes", "Decisions and action items from transcripts"),
  t("explore", "study-notes", "Study Notes", "Revision notes from lectures and chapters"),
  t("explore", "poem-creator", "Poem Creator", "Romantic, modern or haiku poems on any theme"),
  t("explore", "quote-rewriter", "Quote Rewriter", "Fresh takes on famous quotes"),
  t("explore", "hook-generator", "Hook Generator", "Openers that stop the scroll"),
  t("explore", "youtube-tools", "YouTube Tools", "Titles, SEO descriptions and script points"),
  t("explore", "question-generator", "Question Generator", "Quizzes and discussion questions from content"),
  t("translator", "language-translator", "Language Translator", "Translate between about 110 languages"),
  t("translator", "seo-localizer", "SEO Localizer", "Localize content and keywords for new regions"),
];

const bySlug = new Map(TOOLS.map((tool) => [tool.slug, tool]));

export function findTool(slug: string): ToolEntry | undefined {
  return bySlug.get(slug);
}

export function toolsInGroup(group: ToolGroupId): ToolEntry[] {
  return TOOLS.filter((tool) => tool.group === group);
}

/** Header title of a tool page: last path segment, hyphens to spaces, words capitalised (spec §2). */
export function titleFromPath(pathname: string): string {
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  return last
    .split("-")
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

/** Settings key of a tool's kill switch: tool_{name lowercased, spaces→_}_enabled (spec §3). */
export function toolSwitchKey(tool: ToolEntry): string {
  return `tool_${tool.name.toLowerCase().replace(/\s+/g, "_")}_enabled`;
}
