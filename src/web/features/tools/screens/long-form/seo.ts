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

const titleCase = (s: string) =>
  s.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());

/**
 * The outline preview, built in the browser: an introduction, 4–6 sections from the topic and its
 * keywords, and a conclusion.
 */
export function buildOutline(topic: string, primaryKeywords: string, semanticKeywords: string): string[] {
  const t = titleCase(topic.trim());
  const keywords = [...new Set([...list(primaryKeywords), ...list(semanticKeywords)].map(titleCase))].filter(
    (k) => k.toLowerCase() !== t.toLowerCase(),
  );
  const fromKeywords = keywords.slice(0, 2).map((k) => `${k}: What It Means for ${t}`);
  const generic = [
    `What Is ${t}? Key Concepts Explained`,
    `Why ${t} Matters`,
    `How to Get Started with ${t}: Step by Step`,
    `Common Mistakes to Avoid`,
    `Best Practices and Expert Tips`,
  ];
  // Keyword sections sit after the basics; always at least four sections, at most six.
  const sections = [generic[0], generic[1], ...fromKeywords, generic[2], generic[3], generic[4]].slice(
    0,
    Math.min(6, 4 + fromKeywords.length),
  );
  return [`Introduction: ${t} at a Glance`, ...sections, `Conclusion: Key Takeaways on ${t}`];
}
