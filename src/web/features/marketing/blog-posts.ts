/** The blog's three articles: id, title, description, date, readTime, badges, preview. */
export type BlogPost = {
  id: string;
  title: string;
  description: string;
  date: string;
  readTime: number;
  badges: string[];
  preview: string;
  /** The rest of the article, shown after Read More: headed sections of paragraphs. */
  body: { heading: string; paragraphs: string[] }[];
};

export const BLOG_POSTS: BlogPost[] = [
  {
    id: "long-form-in-an-afternoon",
    title: "How to write a 2,000-word article in an afternoon",
    description: "A repeatable workflow for long articles with the Long-Form Writer, from brief to final edit.",
    date: "January 15, 2024",
    readTime: 15,
    badges: ["Guide", "Long-Form Writer"],
    preview:
      "Long articles stall in two places: the blank page and the messy middle. Splitting the work into a brief, three drafts and a focused edit keeps you moving — and keeps you in charge of every paragraph.",
    body: [
      {
        heading: "Start with a brief, not a prompt",
        paragraphs: [
          "Before you open the Long-Form Writer, write down four things: who the reader is, what they should be able to do after reading, the one claim the article must prove, and the keywords a reader would search for. Two minutes here saves an hour of rewriting later.",
          "Paste that brief into the topic and keyword fields. Quillstack builds its instructions on the server from these fields, so a precise brief is the single biggest lever you have over the result.",
        ],
      },
      {
        heading: "Generate three drafts and steal from each",
        paragraphs: [
          "The Long-Form Writer produces three variations of the same brief. Read them side by side: one usually has the best opening, another the clearest structure, the third a detail or example you had not thought of.",
          "Pick the strongest structure as your skeleton and move the best passages from the other two into it. Think of the drafts as raw material, not as finished work.",
        ],
      },
      {
        heading: "Edit for voice in three passes",
        paragraphs: [
          "First pass: facts. Check every number, name and claim; AI output can be confidently wrong. Second pass: structure. Make sure each section earns its place and the transitions carry the argument. Third pass: voice. Run stiff passages through the Tone Adjuster or the Humanizer, then read the whole piece aloud.",
          "Finish with the Grammar Checker and export to .docx or PDF. Most writers we talk to get from brief to publishable draft in three to four hours this way, and the words they use count against their monthly allowance only once.",
        ],
      },
    ],
  },
  {
    id: "paraphrasing-without-losing-meaning",
    title: "Paraphrasing without losing your meaning",
    description: "Five rewriting modes, when to use each, and how to check the result still says what you meant.",
    date: "January 10, 2024",
    readTime: 12,
    badges: ["Tips", "Paraphraser"],
    preview:
      "A paraphrase is only useful if it keeps what you meant. Here is how to choose the right rewriting mode for the job, and a simple routine for checking that nothing important slipped away.",
    body: [
      {
        heading: "Match the mode to the job",
        paragraphs: [
          "Standard mode keeps length and tone and changes the wording — good for avoiding repetition. Fluency smooths awkward sentences without changing what they say. Formal and Simple move the register up or down, and Creative takes liberties with phrasing for marketing copy.",
          "If you are rewriting your own earlier work for a new audience, start with Simple or Formal. If you are fixing a clunky paragraph, Fluency is usually enough.",
        ],
      },
      {
        heading: "Check meaning, not just words",
        paragraphs: [
          'After each rewrite, ask three questions: are all the facts still there, did any qualifier disappear ("often" becoming "always" is the classic slip), and would the original author sign the new version? The word-level highlights in the result panel make changed phrases easy to spot.',
          "For technical or legal text, rewrite a sentence at a time with the Sentence Rewriter instead of the whole passage. It is slower, but you review every change in context.",
        ],
      },
      {
        heading: "Paraphrasing is not a licence to copy",
        paragraphs: [
          "Rewording someone else's work does not make it yours. Cite your sources, quote where the exact words matter, and use paraphrasing to make your own writing clearer — which is what it is best at.",
        ],
      },
    ],
  },
  {
    id: "self-hosting-an-ai-writing-suite",
    title: "Self-hosting an AI writing suite",
    description: "Run Quillstack on one small server with an embedded model, or point it at any OpenAI-compatible API.",
    date: "January 5, 2024",
    readTime: 10,
    badges: ["Self-hosting", "Open source"],
    preview:
      "Quillstack is one Node.js process with an embedded database and an embedded language model. That makes it easy to run on your own hardware — and to keep every draft on infrastructure you control.",
    body: [
      {
        heading: "One process, sensible defaults",
        paragraphs: [
          "Out of the box Quillstack stores its data in an embedded PostgreSQL-compatible database and runs a small local model, so a single command starts a working writing suite with no external services. Accounts, word allowances and the admin portal all work the same as in a larger deployment.",
          "When you outgrow the defaults, set DATABASE_URL to a PostgreSQL server and AI_BASE_URL to any OpenAI-compatible endpoint — a hosted API, vLLM or TGI on your own GPUs. Nothing else changes.",
        ],
      },
      {
        heading: "Email, backups and the public address",
        paragraphs: [
          "Point SMTP_URL at your mail server so verification emails, contact messages and newsletter confirmations are delivered; without it they are kept in an outbox table you can read. Set PUBLIC_URL so links in emails and canonical addresses use your domain.",
          "Back up the data directory (or your PostgreSQL database) like any other service. The app servers keep no state of their own, so you can run several behind a load balancer.",
        ],
      },
      {
        heading: "Keep administrators in control",
        paragraphs: [
          "List your administrators in ADMIN_EMAILS. They can manage users and plans, read usage, and stop all AI processing — or a single tool — with the emergency switches if a model misbehaves.",
        ],
      },
    ],
  },
];
