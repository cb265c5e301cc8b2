import { renderToStringAsync } from "preact-render-to-string";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Renders the prerendered pages at build time (ssr is off: nothing renders on the server at run
 * time). The pages are rendered by Preact, as the browser build is (vite.config.ts aliases react to
 * preact/compat), so hydration finds the markup it would itself produce. React Router's default
 * entry streams; Preact's streaming renderer moves suspended content into custom-element islands
 * that run before the rest of the page is parsed and drop React Router's state scripts, so this
 * waits for everything and writes one string instead.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  headers.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
