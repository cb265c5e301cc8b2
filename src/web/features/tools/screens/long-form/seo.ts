/** Local helpers of the long-form writer: SEO fields derived from the topic and the outline preview. */

export const AUTO_FIELDS = ["seoTitle", "slug", "metaDescription"] as const;
export type AutoField = (typeof AUTO_FIELDS)[number];

export function seoTitleFor(topic: string): string {
  const t = topic.trim();
  return t ? `${t} - Complete Guide` : "";
}

/** Lowercase, hyphenated, ASCII only: "Café Culture & You!" → "cafe-culture-you". */
export function slugFor(topic: string): string {
  return topic
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export function metaDescriptionFor(topic: string): string {
  const t = topic.trim();
  if (!t) return "";
  const text = `Discover everything you need to know about ${t}: key concepts, practical tips and expert insights in one complete guide.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}...`;
}

export const autoValue: Record<AutoField, (topic: string) => string> = {
  seoTitle: seoTitleFor,
  slug: slugFor,
  metaDescription: metaDescriptionFor,
};

const list = (value: string) =>
  value
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

/** Articles, conjunctions and short prepositions: lower case in a title unless they open it. */
const MINOR = new Set(
  "a an the and but or nor for so yet as at by in of off on out per to up via vs with from into onto than".split(" "),
);

/**
 * Title case as style guides write it: each word capitalised but the minor ones inside the title
 * ("How to Start Composting in a Small Apartment"); words that already hold a capital (SEO, iPhone)
 * are kept as typed.
 */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, i, words) => {
      if (/\s/.test(word) || /\p{Lu}/u.test(word.slice(1)) || /^\P{L}/u.test(word)) return word;
      const first = i === 0 || /[:?!]$/.test(words[i - 2] ?? "");
      const lower = word.toLowerCase();
      if (!first && i < words.length - 1 && MINOR.has(lower)) return lower;
      return lower[0].toUpperCase() + lower.slice(1);
    })
    .join("");
}

/** A topic that is already a question or a how-to ("How to start…", "Why cats purr") is not a noun. */
const ASKS = /^(how|why|what|when|where|who|which|should|can|is|are|do|does)\b/i;

/**
 * The outline preview, built in the browser: an introduction, 4–6 sections from the topic and its
 * keywords, and a conclusion. A topic that is a question or a how-to is named once, in the
 * introduction: "What Is How to Start Composting…?" is what wrapping it in the noun phrasings gave.
 */
export function buildOutline(topic: string, primaryKeywords: string, semanticKeywords: string): string[] {
  const t = titleCase(topic.trim());
  const asks = ASKS.test(t);
  const keywords = [...new Set([...list(primaryKeywords), ...list(semanticKeywords)].map(titleCase))].filter(
    (k) => k.toLowerCase() !== t.toLowerCase(),
  );
  const fromKeywords = keywords
    .slice(0, 2)
    .map((k) => (asks ? `${k}: What It Means Here` : `${k}: What It Means for ${t}`));
  const generic = asks
    ? [
        "The Key Concepts Explained",
        "Why It Matters",
        "Getting Started: Step by Step",
        "Common Mistakes to Avoid",
        "Best Practices and Expert Tips",
      ]
    : [
        `What Is ${t}? Key Concepts Explained`,
        `Why ${t} Matters`,
        `How to Get Started with ${t}: Step by Step`,
        "Common Mistakes to Avoid",
        "Best Practices and Expert Tips",
      ];
  // Keyword sections sit after the basics; always at least four sections, at most six.
  const sections = [generic[0], generic[1], ...fromKeywords, generic[2], generic[3], generic[4]].slice(
    0,
    Math.min(6, 4 + fromKeywords.length),
  );
  if (asks) return [`Introduction: ${t}`, ...sections, "Conclusion: Key Takeaways"];
  return [`Introduction: ${t} at a Glance`, ...sections, `Conclusion: Key Takeaways on ${t}`];
}
