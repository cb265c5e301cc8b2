import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "../../src/shared/routes";
import { TOOLS } from "../../src/shared/tools";
import { toolAbout } from "../../src/shared/tools/about";

/** As React writes text into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * What a search engine sees: the prerendered HTML, fetched without running any JavaScript.
 * URLs are absolute and use the server's PUBLIC_URL (the e2e server's own address).
 */
const JSON_LD: Record<string, string[]> = {
  "/": ["Organization", "WebSite"],
  "/contact": ["FAQPage"],
  "/tools/long-form-writer": ["SoftwareApplication", "FAQPage"],
  "/tools/paraphraser": ["SoftwareApplication", "FAQPage"],
  "/tools/grammar-checker": ["SoftwareApplication", "FAQPage"],
};
const PAGES = [...PUBLIC_PATHS, "/security", "/tools/long-form-writer", "/tools/paraphraser", "/tools/grammar-checker"];

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1])["@type"],
  );
}

for (const path of PAGES) {
  test(`${path} is served prerendered with its own title, description, canonical, social tags and JSON-LD`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `${baseURL}${path}`;

    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title).toContain("Quillstack");
    const description = metaContent(html, "name", "description") ?? "";
    expect(description.length).toBeGreaterThan(30);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).not.toContain("http://localhost:3000");

    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "property", "og:description")).toBe(description);
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "property", "og:type")).toBe("website");
    expect(metaContent(html, "property", "og:site_name")).toBe("Quillstack");
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
    expect(metaContent(html, "name", "twitter:title")).toBe(title);

    expect(jsonLdTypes(html).sort()).toEqual([...(JSON_LD[path] ?? [])].sort());
  });
}

test("a tool page's structured data is a free SoftwareApplication at its public address", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/tools/long-form-writer")).text();
  expect(html).toContain("<title>Long-Form Writer – Free AI Long-Form Writer | Quillstack</title>");
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  expect(blocks.find((b) => b["@type"] === "SoftwareApplication")).toMatchObject({
    name: "Long-Form Writer",
    url: `${baseURL}/tools/long-form-writer`,
    offers: { "@type": "Offer", price: "0" },
  });
  expect(blocks.find((b) => b["@type"] === "FAQPage").mainEntity.length).toBeGreaterThan(0);
});

test("the home page describes the organisation and the site search", async ({ request, baseURL }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  expect(blocks).toContainEqual(expect.objectContaining({ "@type": "Organization", url: `${baseURL}/` }));
  expect(blocks).toContainEqual(
    expect.objectContaining({
      "@type": "WebSite",
      potentialAction: expect.objectContaining({
        target: expect.objectContaining({ urlTemplate: `${baseURL}/?search={search_term_string}` }),
      }),
    }),
  );
});

test("sitemap.xml lists public pages and tools; robots.txt points to it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/about</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/pricing</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/tools/paraphraser</loc>`);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the www host is redirected permanently to the bare host", async ({ request, baseURL }) => {
  const { host } = new URL(baseURL!);
  const response = await request.get("/blog?from=www", { headers: { host: `www.${host}` }, maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${baseURL}/blog?from=www`);
});

test("every tool page is prerendered with its heading, intro, keywords and FAQ, the FAQ also as FAQPage data", async ({
  request,
}) => {
  for (const tool of TOOLS) {
    const about = toolAbout(tool);
    const html = await (await request.get(`/tools/${tool.slug}`)).text();
    expect(html, tool.slug).toContain(escapeHtml(about.heading));
    expect(html, tool.slug).toContain(escapeHtml(about.intro));
    expect(metaContent(html, "name", "keywords"), tool.slug).toBe(escapeHtml(about.keywords.join(", ")));
    const faq = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]))
      .find((block) => block["@type"] === "FAQPage");
    expect(
      faq.mainEntity.map((q: { name: string }) => q.name),
      tool.slug,
    ).toEqual(about.faq.map((item) => item.q));
    for (const item of about.faq) expect(html, `${tool.slug}: ${item.q}`).toContain(escapeHtml(item.q));
  }
});
