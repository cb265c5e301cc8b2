import { parseWholeNumber } from "../format";
import { ANSWER_ONLY, choices, defineTool, type Field, LIMITS, type Tool, type Values } from "./types";

const s = (v: Values, name: string) => String(v[name] ?? "").trim();
const line = (label: string, value: string) => (value ? `${label}: ${value}\n` : "");

/** SEO long-form length from the word count (short ≤500, medium ≤1000, else long), as the hint under the field shows it. */
export function lengthBand(words: number): "short" | "medium" | "long" {
  if (words <= 500) return "short";
  if (words <= 1000) return "medium";
  return "long";
}

/** The long-form writer's length when nothing else is asked for. */
export const DEFAULT_WORDS = 800;

/** Word count as typed, falling back to 800 when it is not a number, so a half-typed field still gives an estimate. */
export function targetWords(value: unknown): number {
  const n = typeof value === "number" ? value : parseWholeNumber(String(value)); // "1,200" too
  return n !== null && Number.isInteger(n) && n > 0 ? Math.min(n, 5000) : DEFAULT_WORDS;
}

/**
 * The length each of `drafts` drafts asks for so that all of them fit `remaining` words: the default
 * when it fits, else the largest multiple of 50 that does (at least 50, the shortest useful draft).
 */
export function fittingLength(remaining: number, drafts: number): number {
  if (DEFAULT_WORDS * drafts <= remaining) return DEFAULT_WORDS;
  return Math.max(50, Math.floor(remaining / drafts / 50) * 50);
}

const CREATIVITY_TEMPERATURE: Record<string, number> = { low: 0.3, medium: 0.7, high: 0.95 };

export const longFormFields: Field[] = [
  {
    kind: "text",
    name: "topic",
    label: "Topic/Title",
    placeholder: "e.g. How to start composting at home",
    required: "Please enter a topic.",
    maxChars: LIMITS.title,
    voice: true,
  },
  {
    kind: "select",
    name: "tone",
    label: "Tone",
    choices: choices("formal", "friendly", "expert", "conversational"),
    default: "formal",
  },
  {
    kind: "select",
    name: "persona",
    label: "Writing Persona",
    choices: choices("expert", "educator", "journalist", "analyst"),
    default: "expert",
  },
  {
    kind: "select",
    name: "creativityLevel",
    label: "Creativity Level",
    choices: choices("low", "medium", "high"),
    default: "medium",
  },
  { kind: "text", name: "wordCount", label: "Length (Words)", placeholder: "800", maxChars: 6 },
  {
    kind: "text",
    name: "primaryKeywords",
    label: "Primary Keywords",
    placeholder: "comma-separated",
    maxChars: LIMITS.medium,
  },
  { kind: "text", name: "seoTitle", label: "SEO Title", maxChars: LIMITS.title },
  { kind: "text", name: "slug", label: "URL Slug", maxChars: LIMITS.title },
  { kind: "text", name: "metaDescription", label: "Meta Description", maxChars: LIMITS.medium },
  {
    kind: "slider",
    name: "keywordDensity",
    label: "Keyword Density",
    min: 1,
    max: 5,
    step: 0.5,
    default: 2,
    unit: "%",
  },
  {
    kind: "text",
    name: "semanticKeywords",
    label: "Semantic Keywords (LSI)",
    placeholder: "comma-separated",
    maxChars: LIMITS.medium,
  },
  { kind: "switch", name: "citationsEnabled", label: "Citations & References", default: true },
  { kind: "switch", name: "linkSuggestions", label: "Link Suggestions", default: true },
  {
    kind: "text",
    name: "ctaText",
    label: "Call-to-Action",
    placeholder: "Subscribe to our newsletter for more guides like this.",
    maxChars: LIMITS.medium,
  },
  { kind: "textarea", name: "additionalInfo", label: "Additional Information", maxChars: LIMITS.long, rows: 3 },
];

const DRAFT_ANGLES = [
  "Take a practical, step-by-step angle.",
  "Take a story-led angle that opens with a concrete example.",
  "Take a data- and evidence-led angle with clear comparisons.",
];

const longForm = defineTool({
  slug: "long-form-writer",
  name: "Long-Form Writer",
  group: "write",
  description: "SEO articles in three drafts from one topic",
  fields: longFormFields,
  submit: { label: "Generate Content (3 Variations)", busy: "Generating 3 Variations..." },
  success: { title: "Success!", description: "3 content variations generated successfully." },
  failure: "Failed to generate content. Please try again.",
  drafts: 3,
  screen: "long-form",
  result: {
    label: "Generated Content",
    height: 400,
    empty: {
      title: "No content generated yet",
      hint: "Configure your settings and click generate to create 3 different variations of your content",
    },
  },
  download: { base: "long-form-content", noun: "Content" },
  prompt: (v) => {
    const words = targetWords(v.wordCount);
    const draft = Number(v.draftIndex ?? 0);
    return {
      system: `You write SEO articles as an experienced ${s(v, "persona") || "expert"}, in a ${s(v, "tone") || "formal"} tone, with ${s(v, "creativityLevel") || "medium"} creativity. Write in Markdown-free plain text with clear section headings on their own lines. ${ANSWER_ONLY}`,
      prompt:
        `Write a ${lengthBand(words)} article of about ${words} words on: ${s(v, "topic")}\n` +
        line("SEO title", s(v, "seoTitle")) +
        line(`Primary keywords (use naturally, about ${v.keywordDensity ?? 2}% density)`, s(v, "primaryKeywords")) +
        line("Related (LSI) keywords to weave in", s(v, "semanticKeywords")) +
        line("Meta description to stay consistent with", s(v, "metaDescription")) +
        (v.citationsEnabled ? "Cite sources inline where facts are stated and end with a References section.\n" : "") +
        (v.linkSuggestions ? "Suggest 2-3 internal link ideas in [brackets] where they fit.\n" : "") +
        line("End with this call to action", s(v, "ctaText")) +
        line("Additional information", s(v, "additionalInfo")) +
        DRAFT_ANGLES[draft % DRAFT_ANGLES.length],
      temperature: CREATIVITY_TEMPERATURE[s(v, "creativityLevel")] ?? 0.7,
      maxTokens: Math.min(8000, Math.ceil(words * 1.8)),
    };
  },
  related: ["blog-generator", "style-enhancer", "readability-enhancer", "seo-localizer"],
  faq: [
    {
      q: "Why three variations?",
      a: "Each draft takes a different angle on the same brief, so you can pick the one that fits or combine the best parts.",
    },
    {
      q: "Are all three drafts charged?",
      a: "Yes: each draft is a separate generation and is charged the words it contains.",
    },
    {
      q: "What does keyword density do?",
      a: "It tells the writer roughly how often your primary keywords should appear, as a percentage of all words.",
    },
    {
      q: "Can I edit the result?",
      a: "Yes. Every draft is editable before you copy it or download it as .txt, .docx or .pdf.",
    },
    {
      q: "How long can an article be?",
      a: "Up to 5,000 words per draft; if the length is not a number, 800 words is used.",
    },
  ],
});

const blog = defineTool({
  slug: "blog-generator",
  name: "Blog Generator",
  group: "write",
  description: "Complete blog posts for your audience and tone",
  fields: [
    {
      kind: "text",
      name: "topic",
      label: "Blog Topic",
      placeholder: "e.g. 10 habits of productive remote teams",
      required: "Please enter a blog topic.",
      maxChars: LIMITS.title,
      voice: true,
    },
    {
      kind: "select",
      name: "length",
      label: "Length",
      choices: choices(
        ["short", "Short (300-500 words)"],
        ["medium", "Medium (500-800 words)"],
        ["long", "Long (800-1200 words)"],
        ["very-long", "Very Long (1200+ words)"],
      ),
      default: "medium",
    },
    {
      kind: "select",
      name: "tone",
      label: "Tone",
      choices: choices("Professional", "Casual", "Friendly", "Authoritative", "Conversational", "Educational").map(
        (c) => ({ ...c, value: c.value.toLowerCase() }),
      ),
      default: "professional",
    },
    {
      kind: "select",
      name: "audience",
      label: "Target Audience",
      choices: choices(
        ["general", "General readers"],
        ["beginners", "Beginners"],
        ["professionals", "Professionals"],
        ["students", "Students"],
        ["business-owners", "Business owners"],
        ["tech-enthusiasts", "Tech enthusiasts"],
      ),
      default: "general",
    },
    {
      kind: "text",
      name: "keywords",
      label: "Keywords",
      placeholder: "optional, comma-separated",
      maxChars: LIMITS.medium,
    },
  ],
  submit: { label: "Generate Blog Post", busy: "Generating..." },
  success: { title: "Success!", description: "Blog post generated successfully." },
  failure: "Service error. Please check your input and try again.",
  emptyResult: { title: "Error", message: "No content was generated. Please try again." },
  download: { base: "blog-post" },
  prompt: (v) => {
    const range =
      { short: "300-500", medium: "500-800", long: "800-1200", "very-long": "1200-1600" }[s(v, "length")] ?? "500-800";
    return {
      system: `You are a blog writer. Write engaging posts with a title, a hook, short paragraphs and subheadings. ${ANSWER_ONLY}`,
      prompt: `Write a ${s(v, "tone")} blog post of ${range} words for ${s(v, "audience").replace("-", " ")} readers about: ${s(v, "topic")}\n${line("Work in these keywords", s(v, "keywords"))}`,
      temperature: 0.7,
      maxTokens: 3000,
    };
  },
  related: ["long-form-writer", "hook-generator", "seo-localizer"],
});

const email = defineTool({
  slug: "email-campaign",
  name: "Email Campaign",
  group: "write",
  description: "Promotions, welcomes and follow-ups that convert",
  fields: [
    {
      kind: "select",
      name: "purpose",
      label: "Purpose",
      choices: choices("promotion", "follow-up", "welcome", "reminder", "newsletter", "announcement"),
      default: "promotion",
    },
    {
      kind: "textarea",
      name: "description",
      label: "Product/Offer Description",
      placeholder: "What are you offering, to whom, and why now?",
      required: "Please select a purpose and enter product/offer description.",
      maxChars: LIMITS.long,
      rows: 6,
      voice: true,
    },
    {
      kind: "select",
      name: "tone",
      label: "Tone",
      choices: choices("professional", "conversational", "friendly", "urgent", "formal"),
      default: "professional",
    },
    {
      kind: "select",
      name: "length",
      label: "Length",
      choices: choices(
        ["short", "Short (~150 words)"],
        ["medium", "Medium (~250 words)"],
        ["long", "Long (~400 words)"],
      ),
      default: "medium",
    },
  ],
  submit: { label: "Generate Email", busy: "Generating..." },
  success: { title: "Success!", description: "Email campaign generated successfully." },
  failure: "Failed to generate email campaign.",
  download: { base: "email-campaign" },
  signedOutMessage: "Please log in to use this feature.",
  prompt: (v) => ({
    system: `You are an email marketer. Write a subject line, a preview line and the email body with one clear call to action. ${ANSWER_ONLY}`,
    prompt: `Write a ${s(v, "tone")} ${s(v, "purpose")} email, ${s(v, "length")} length: about ${{ short: 150, medium: 250, long: 400 }[s(v, "length")] ?? 250} words.\nOffer: ${s(v, "description")}`,
    temperature: 0.7,
    maxTokens: 1200,
  }),
  related: ["sales-email", "product-description", "hook-generator"],
});

export const INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Marketing",
  "Sales",
  "Education",
  "Manufacturing",
  "Retail",
  "Consulting",
  "Government",
  "Non-profit",
  "Other",
];

const resume = defineTool({
  slug: "resume-writer",
  name: "Resume & Cover Letter",
  group: "write",
  description: "ATS-friendly resumes and matching cover letters",
  fields: [
    {
      kind: "text",
      name: "jobTitle",
      label: "Target Job Title",
      placeholder: "e.g. Senior Data Analyst",
      required: "Please fill in the job title and experience fields.",
      maxChars: LIMITS.short,
    },
    {
      kind: "select",
      name: "industry",
      label: "Industry",
      choices: INDUSTRIES.map((i) => ({ value: i.toLowerCase(), label: i })),
      default: "technology",
    },
    {
      kind: "textarea",
      name: "experience",
      label: "Work Experience",
      placeholder: "Roles, employers, dates and what you achieved",
      required: "Please fill in the job title and experience fields.",
      maxChars: LIMITS.long,
      rows: 6,
      voice: true,
    },
    { kind: "textarea", name: "skills", label: "Skills", maxChars: LIMITS.medium, rows: 2 },
    { kind: "textarea", name: "education", label: "Education", maxChars: LIMITS.medium, rows: 2 },
    { kind: "textarea", name: "achievements", label: "Key Achievements", maxChars: LIMITS.long, rows: 3 },
    {
      kind: "checkbox",
      name: "atsOptimized",
      label: "ATS-Optimized",
      default: true,
      hint: "Plain structure and job-description keywords that applicant tracking systems parse well.",
    },
    { kind: "checkbox", name: "includeCoverLetter", label: "Include Cover Letter", default: false },
  ],
  submit: { label: "Generate Resume", busy: "Generating..." },
  success: { title: "Success!", description: "Resume generated successfully." },
  failure: "Failed to generate resume. Please try again.",
  postProcess: "plain",
  emptyResult: { title: "Error", message: "No resume content was generated. Please try again." },
  download: { base: "resume" },
  result: { height: 700 },
  prompt: (v) => ({
    system: `You are a professional resume writer. Use plain text (no Markdown, no emoji): section headings in capitals, bullet lines starting with "- " and strong action verbs. ${ANSWER_ONLY}`,
    prompt:
      `Write a resume for the role "${s(v, "jobTitle")}" in ${s(v, "industry")}.\n` +
      line("Experience", s(v, "experience")) +
      line("Skills", s(v, "skills")) +
      line("Education", s(v, "education")) +
      line("Achievements", s(v, "achievements")) +
      (v.atsOptimized
        ? "Optimise for applicant tracking systems: standard headings, no tables, keywords from the role.\n"
        : "") +
      (v.includeCoverLetter
        ? "After the resume, add a line 'COVER LETTER' and a one-page cover letter for the role.\n"
        : ""),
    temperature: 0.4,
    maxTokens: 3000,
  }),
  related: ["sales-email", "clarity-booster"],
});

export const JURISDICTIONS: Record<string, { label: string; regions: string[] }> = {
  us: { label: "United States", regions: ["California", "New York", "Texas", "Florida", "Illinois"] },
  uk: { label: "United Kingdom", regions: ["England", "Scotland", "Wales", "Northern Ireland"] },
  ca: { label: "Canada", regions: ["Ontario", "Quebec", "British Columbia", "Alberta"] },
  au: { label: "Australia", regions: ["NSW", "Victoria", "Queensland", "Western Australia"] },
  de: { label: "Germany", regions: ["Bavaria", "North Rhine-Westphalia", "Baden-Württemberg"] },
  fr: { label: "France", regions: ["Île-de-France", "Auvergne-Rhône-Alpes", "Provence-Alpes-Côte d'Azur"] },
  in: { label: "India", regions: ["Maharashtra", "Delhi", "Karnataka", "Tamil Nadu"] },
  sg: { label: "Singapore", regions: [] },
  ae: { label: "United Arab Emirates", regions: ["Dubai", "Abu Dhabi", "Sharjah"] },
};

/** Rejects markup and script injection in legal details, which end up in a published page, with the messages below. */
export function legalInputProblem(details: string): string | null {
  if (details.length > LIMITS.long) return "Maximum 5000 characters allowed";
  if (/[<>]/.test(details) || /\b(?:javascript|vbscript|data)\s*:/i.test(details) || /\bon[a-z]+\s*=/i.test(details)) {
    return "Invalid characters detected";
  }
  return null;
}

const legal = defineTool({
  slug: "legal-draft",
  name: "Legal Draft",
  group: "write",
  description: "Contracts, NDAs and policies for your jurisdiction",
  fields: [
    {
      kind: "select",
      name: "documentType",
      label: "Document Type",
      choices: choices(
        "Contract",
        "Agreement",
        "NDA",
        "Terms of Service",
        "Privacy Policy",
        "Employment Letter",
        "Other",
      ).map((c) => ({ ...c, value: c.label })),
      default: "Contract",
    },
    {
      kind: "select",
      name: "jurisdiction",
      label: "Jurisdiction",
      choices: Object.entries(JURISDICTIONS).map(([value, j]) => ({ value, label: j.label })),
      default: "us",
    },
    {
      kind: "select",
      name: "region",
      label: "Region",
      choices: [
        { value: "", label: "Any / not specific" },
        ...Object.values(JURISDICTIONS).flatMap((j) => j.regions.map((r) => ({ value: r, label: r }))),
      ],
      default: "",
      dependsOn: {
        field: "jurisdiction",
        choices: Object.fromEntries(
          Object.entries(JURISDICTIONS).map(([k, j]) => [
            k,
            [{ value: "", label: "Any / not specific" }, ...j.regions.map((r) => ({ value: r, label: r }))],
          ]),
        ),
      },
    },
    {
      kind: "select",
      name: "style",
      label: "Language Style",
      choices: choices("British English - Legal", "US English - Legal", "Local Language").map((c) => ({
        ...c,
        value: c.label,
      })),
      default: "US English - Legal",
    },
    {
      kind: "select",
      name: "risk",
      label: "Risk Level",
      choices: [
        { value: "conservative", label: "Conservative", description: "Balanced, minimises disputes" },
        { value: "aggressive", label: "Aggressive", description: "Favours your side strongly" },
      ],
      default: "conservative",
    },
    {
      kind: "switch",
      name: "standardClauses",
      label: "Include standard clauses",
      default: true,
      hint: "Governing law, severability, entire agreement, notices.",
    },
    {
      kind: "textarea",
      name: "details",
      label: "Document Details",
      placeholder: "Parties, purpose, key terms, dates, amounts…",
      required: "Please enter the document details.",
      maxChars: LIMITS.long,
      tooLong: "Maximum 5000 characters allowed",
      rows: 8,
    },
  ],
  submit: { label: "Generate Document", busy: "Generating..." },
  success: { title: "Success!", description: "Legal document generated successfully." },
  failure: "Generation failed. Please try again.",
  failureTitle: "Generation Failed",
  screen: "legal",
  result: {
    label: "Generated Document",
    height: 520,
    empty: {
      title: "No document yet",
      hint: "Choose the document type and jurisdiction, describe the parties and key terms, then click Generate Document.",
    },
  },
  download: { base: "legal-document", extra: ["html"], noun: "Document" },
  validate: (v) => {
    const problem = legalInputProblem(String(v.details ?? ""));
    if (problem) return problem;
    const regions = JURISDICTIONS[String(v.jurisdiction)]?.regions ?? [];
    if (v.region && !regions.includes(String(v.region))) return "Please choose a region of the selected jurisdiction.";
    return null;
  },
  estimate: (_v, inputWords) => Math.max(500, 8 * inputWords),
  prompt: (v) => ({
    system: `You are a careful legal drafter. Draft in ${s(v, "style")}, with a title, defined terms, numbered clauses ("1.", "1.1") and signature blocks. Write plain text, no Markdown. End with a short note that this is a draft to be reviewed by a qualified lawyer. ${ANSWER_ONLY}`,
    prompt:
      `Draft a ${s(v, "documentType")} governed by the law of ${JURISDICTIONS[s(v, "jurisdiction")]?.label ?? s(v, "jurisdiction")}${s(v, "region") ? ` (${s(v, "region")})` : ""}.\n` +
      `Risk level: ${s(v, "risk")} (${s(v, "risk") === "aggressive" ? "favour our client strongly" : "balanced, minimise dispute risk"}).\n` +
      (v.standardClauses
        ? "Include standard boilerplate clauses (governing law, severability, entire agreement, notices).\n"
        : "") +
      `Details:\n${s(v, "details")}`,
    temperature: 0.3,
    maxTokens: 4000,
  }),
  related: ["clarity-booster", "formality-converter"],
});

const simpleWriter = <const S extends string>(
  { slug, name, description }: { slug: S; name: string; description: string },
  label: string,
  placeholder: string,
  required: string,
  system: string,
  extra: Field[] = [],
  maxTokens = 2500,
): Tool<S> => ({
  slug,
  name,
  group: "write",
  description,
  fields: [
    { kind: "textarea", name: "text", label, placeholder, required, maxChars: LIMITS.long, rows: 6, voice: true },
    ...extra,
  ],
  submit: { label: "Generate", busy: "Generating..." },
  success: { title: "Success!", description: "Text processed successfully!" },
  failure: "Failed to process text. Please try again.",
  download: { base: slug },
  prompt: (v) => ({
    system: `${system} ${ANSWER_ONLY}`,
    prompt: extra.map((f) => line(f.label, s(v, f.name))).join("") + s(v, "text"),
    temperature: 0.7,
    maxTokens,
  }),
});

const academic = simpleWriter(
  { slug: "academic-writer", name: "Academic Writer", description: "Structured essays and papers in academic style" },
  "Topic or Draft",
  "Your research question, thesis or draft",
  "Please enter a topic or draft.",
  "You write in formal academic style: a clear thesis, structured argument with topic sentences, precise hedged language, objective tone; note where citations belong as (Author, Year).",
  [
    {
      kind: "select",
      name: "paperType",
      label: "Type",
      choices: choices("essay", "research paper", "literature review", "report"),
      default: "essay",
    },
    {
      kind: "select",
      name: "level",
      label: "Academic Level",
      choices: choices("high school", "undergraduate", "graduate", "doctoral"),
      default: "undergraduate",
    },
  ],
);
const script = simpleWriter(
  { slug: "script-writer", name: "Script Writer", description: "Video and podcast scripts with scenes and cues" },
  "Video or Podcast Idea",
  "What is it about, who is it for, how long?",
  "Please describe your video or podcast idea.",
  "You write scripts for video and podcasts: a hook in the first lines, scenes or segments with headings, narration, and on-screen or sound cues in [brackets].",
  [
    {
      kind: "select",
      name: "format",
      label: "Format",
      choices: choices("YouTube video", "short-form video", "podcast episode", "explainer", "advert"),
      default: "YouTube video",
    },
    {
      kind: "select",
      name: "duration",
      label: "Duration",
      choices: choices("1 minute", "3 minutes", "5 minutes", "10 minutes"),
      default: "3 minutes",
    },
  ],
);
const product = simpleWriter(
  {
    slug: "product-description",
    name: "Product Description",
    description: "Persuasive product copy for stores and listings",
  },
  "Product Details",
  "Name, features, materials, who it is for",
  "Please enter the product details.",
  "You write persuasive e-commerce product descriptions: lead with the main benefit, then 3-5 feature bullets that start with '- ', then a closing line that invites purchase.",
  [
    {
      kind: "select",
      name: "platform",
      label: "Platform",
      choices: choices("online store", "Amazon", "Etsy", "social media"),
      default: "online store",
    },
    {
      kind: "select",
      name: "tone",
      label: "Tone",
      choices: choices("persuasive", "luxury", "playful", "technical"),
      default: "persuasive",
    },
  ],
  1200,
);
const sales = simpleWriter(
  { slug: "sales-email", name: "Sales Cold Email", description: "Short cold emails that earn a reply" },
  "Offer and Prospect",
  "What you offer and who you are writing to",
  "Please describe your offer and the prospect.",
  "You write cold sales emails under 150 words: a personal first line, one clear value proposition, social proof if given, and a low-friction call to action. Include a subject line.",
  [
    {
      kind: "select",
      name: "goal",
      label: "Goal",
      choices: choices("book a call", "start a trial", "reply", "get a referral"),
      default: "book a call",
    },
  ],
  500,
);

export const WRITE_TOOLS = [longForm, blog, email, resume, legal, academic, script, product, sales] as const;
