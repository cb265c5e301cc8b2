/**
 * Search-engine and social metadata for every page: title, description, absolute canonical and
 * og:url, Open Graph, Twitter card and JSON-LD.
 *
 * Public pages are prerendered before anyone knows where they will be hosted, so during the build
 * URLs use BUILD_ORIGIN and the server swaps that literal for PUBLIC_URL when it serves the HTML
 * (src/server/web/static.ts). In the browser the page's own origin is the public one.
 */
export const BUILD_ORIGIN = "http://localhost:3000";
export const SITE_NAME = "Quillstack";

export function siteOrigin(): string {
  return typeof window === "undefined" ? BUILD_ORIGIN : window.location.origin;
}

/** The absolute address of a path on this site ("/" stays "/", others have no trailing slash). */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}

type JsonLd = Record<string, unknown>;
type MetaTag = Record<string, unknown>;

type MetaOptions = {
  /** The full <title>; pageMeta adds " – Quillstack" to short titles. */
  title: string;
  description: string;
  /** Path of the canonical address; pages without one (404, private pages) get no canonical. */
  path?: string;
  type?: "website" | "article";
  jsonLd?: JsonLd[];
  keywords?: string[];
};

export function buildMeta({
  title,
  description,
  path,
  type = "website",
  jsonLd = [],
  keywords,
}: MetaOptions): MetaTag[] {
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (path) {
    const url = absoluteUrl(path);
    tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  }
  for (const data of jsonLd) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  return tags;
}

/** The common case: "{title} – Quillstack", a description, the page's path and optional JSON-LD. */
export function pageMeta(title: string, description: string, path?: string, jsonLd?: JsonLd[]): MetaTag[] {
  return buildMeta({ title: `${title} – ${SITE_NAME}`, description, path, jsonLd });
}

export function organizationLd(): JsonLd {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    description: "Quillstack is an open-source, self-hostable AI writing suite.",
    sameAs: ["https://github.com/quillstack/quillstack"],
  };
}

export function websiteLd(): JsonLd {
  return {
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/")}?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function faqLd(items: readonly { q: string; a: string }[]): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.q,
      acceptedAnswer: { "@type": "Answer", text: item.a },
    })),
  };
}

export function softwareApplicationLd(tool: { name: string; description: string; slug: string }): JsonLd {
  return {
    "@type": "SoftwareApplication",
    name: tool.name,
    description: tool.description,
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "AI writing tool",
    operatingSystem: "Web",
    url: absoluteUrl(`/tools/${tool.slug}`),
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
}
