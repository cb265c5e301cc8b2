/**
 * The `/assets/` files a prerendered page loads: the scripts and stylesheets it names (entry, route
 * chunks, modulepreloads). Not the app's scripts an island lists for fetching ahead of a click
 * (`data-app-scripts`, src/web/root.tsx): those are no part of the page's load.
 */
export function loadedAssets(html: string): string[] {
  const loaded = html.replace(/ data-app-scripts="[^"]*"/g, "");
  return [...new Set([...loaded.matchAll(/\/assets\/[A-Za-z0-9_.-]+\.(?:js|css)/g)].map((m) => m[0]))];
}
