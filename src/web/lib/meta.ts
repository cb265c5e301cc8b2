/**
 * Title, description, canonical and social tags for a page. The canonical href is a path: the server
 * knows PUBLIC_URL at serve time, the prerender at build time does not (see DESIGN.md).
 */
export function pageMeta(title: string, description: string, path?: string) {
  const fullTitle = `${title} – Quillstack`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Quillstack" },
    { name: "twitter:card", content: "summary" },
  ];
  if (path) tags.push({ tagName: "link", rel: "canonical", href: path });
  return tags;
}
