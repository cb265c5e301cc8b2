/**
 * What each tool asks of the model when it runs through the generic screen, and the hint shown in
 * its input box. Tools with presets (presets.ts) use the chosen preset's prompts instead.
 */
export type ToolPrompt = { instruction: string; placeholder: string; temperature?: number; maxTokens?: number };

const write = (instruction: string, placeholder: string): ToolPrompt => ({
  instruction,
  placeholder,
  temperature: 0.7,
});
const edit = (instruction: string, placeholder: string): ToolPrompt => ({ instruction, placeholder, temperature: 0.3 });

export const TOOL_PROMPTS: Record<string, ToolPrompt> = {
  "long-form-writer": write(
    "Write a well-structured long-form article with headings on the topic given, with an introduction, body sections and a conclusion.",
    "Enter a topic or title, e.g. 'How to start composting at home'",
  ),
  "blog-generator": write(
    "Write a complete, engaging blog post on the topic given, with a title, short paragraphs and subheadings.",
    "Enter a blog topic and any points to cover",
  ),
  "email-campaign": write(
    "Write a marketing email for the product or offer described: a subject line, a preview line and a persuasive body with one clear call to action.",
    "Describe the product or offer and the purpose of the email",
  ),
  "resume-writer": write(
    "Write a professional, ATS-friendly resume from the details given, with a summary, experience bullets that start with strong verbs, skills and education.",
    "Paste your job title, experience, skills and education",
  ),
  "legal-draft": edit(
    "Draft a clear legal document from the details given, with numbered clauses and defined terms. Note that it is a draft to be reviewed by a lawyer.",
    "Describe the document you need and the parties involved",
  ),
  "academic-writer": write(
    "Write in formal academic style on the topic or draft given: a clear thesis, structured argument, precise language and objective tone.",
    "Enter your topic, thesis or draft",
  ),
  "script-writer": write(
    "Write a video or podcast script from the idea given, with a hook, scenes or segments, narration and on-screen cues.",
    "Describe the video or podcast idea",
  ),
  "product-description": write(
    "Write a persuasive product description from the details given: benefits first, key features, and a closing line that invites purchase.",
    "Enter the product name, features and audience",
  ),
  "sales-email": write(
    "Write a short cold sales email of under 150 words from the details given: personal opening, one clear value proposition and a low-friction call to action.",
    "Describe your offer and the person you are writing to",
  ),
  paraphraser: edit(
    "Paraphrase the text so it reads freshly while keeping its meaning.",
    "Paste the text to paraphrase",
  ),
  "sentence-rewriter": edit(
    "Rewrite each sentence to be clearer and more natural, one sentence per line, keeping the meaning.",
    "Enter sentences to rewrite, one per line",
  ),
  humanizer: edit(
    "Rewrite the text so it sounds naturally human: vary sentence length, use contractions and concrete wording, remove stock phrases, keep the meaning.",
    "Paste text that sounds robotic",
  ),
  "tone-adjuster": edit(
    "Rewrite the text in a warmer, more engaging tone, keeping the meaning and key points.",
    "Paste the text to adjust",
  ),
  "synonym-enhancer": edit(
    "Replace repeated or weak words with precise, varied synonyms, keeping the meaning and tone.",
    "Paste text with repeated or weak words",
  ),
  "passive-to-active": edit(
    "Rewrite passive-voice sentences in active voice, leaving sentences that are already active unchanged.",
    "Paste text written in the passive voice",
  ),
  "formality-converter": edit(
    "Rewrite the text in a formal register suitable for professional or academic settings, keeping the meaning.",
    "Paste casual text to make formal",
  ),
  "grammar-checker": edit(
    "Correct grammar, spelling and punctuation mistakes in the text without changing its meaning or style.",
    "Paste text to check",
  ),
  "style-enhancer": edit("Improve the style of the text.", "Paste text to polish"),
  "sentence-expander": write(
    "Expand each sentence with relevant detail, examples or explanation while keeping its point.",
    "Enter short sentences to expand",
  ),
  "sentence-shortener": edit("Shorten the sentences.", "Paste long sentences to shorten"),
  "punctuation-fixer": edit(
    "Fix punctuation only: commas, full stops, apostrophes, quotation marks and capitalisation after sentence ends. Do not change the words.",
    "Paste text with punctuation problems",
  ),
  "readability-enhancer": edit("Make the text easier to read.", "Paste complex text"),
  "clarity-booster": edit(
    "Rewrite the text to be clear and unambiguous: say the main point first, remove jargon and vague words, keep the meaning.",
    "Paste text that needs to be clearer",
  ),
  "paragraph-reducer": edit(
    "Condense the paragraphs to about half their length without losing key information.",
    "Paste paragraphs to condense",
  ),
  "bullet-summarizer": edit(
    "Summarize the text as 5 to 7 concise bullet points, each starting with '- '.",
    "Paste text to summarize (works best with 200 to 5000 words)",
  ),
  "paragraph-summarizer": edit("Summarize the text in one tight paragraph.", "Paste text to summarize"),
  "abstract-generator": edit(
    "Write an academic abstract of 150 to 250 words for the text: background, aim, method, results and conclusion.",
    "Paste your paper or draft",
  ),
  "meeting-notes": edit(
    "Turn the transcript or rough notes into meeting notes with sections Summary, Decisions and Action items (owner and due date where given).",
    "Paste a meeting transcript or rough notes",
  ),
  "study-notes": edit(
    "Turn the material into study notes: key concepts with short explanations, definitions and a few self-test questions at the end.",
    "Paste lecture notes or a chapter",
  ),
  "poem-creator": write("Write a poem about the subject.", "Enter the subject of your poem"),
  "quote-rewriter": write(
    "Rewrite the quote in three fresh ways that keep its meaning, one per line.",
    "Enter a quote to rewrite",
  ),
  "hook-generator": write(
    "Write five attention-grabbing opening hooks for the topic given, one per line, each in a different style.",
    "Enter the topic of your post or video",
  ),
  "youtube-tools": write(
    "For the video idea given, write a catchy title, an SEO-friendly description and the key script points.",
    "Describe your video idea",
  ),
  "question-generator": edit(
    "Write 8 to 12 questions that test understanding of the content, numbered, without answers.",
    "Paste the content to generate questions for",
  ),
  "language-translator": edit(
    "Translate the text into English, preserving its tone and formatting. Return only the translation.",
    "Paste text to translate",
  ),
  "seo-localizer": edit(
    "Localize the content for a new regional audience: adapt idioms, units, examples and SEO keywords, keeping the message.",
    "Paste content and name the target region",
  ),
};
