// First: settings its forms' validation needs before any of it loads.
import "~/lib/zod-settings";
import styles from "virtual:app-styles";
import islands from "virtual:islands";
import { type ContextType, type ReactNode, useContext, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, UNSAFE_FrameworkContext, useLocation, useMatches } from "react-router";
import { LoadingLogo } from "~/components/ui/logo";
import { cookieConsentHeadScript } from "~/features/cookies/cookie-preferences";
import { LateToaster } from "~/features/shell/LateToaster";
import { sidebarHeadScript } from "~/features/shell/sidebar-state";
import { signedInHeadScript } from "~/features/shell/signed-in-hint";
import { NavigationProvider } from "~/lib/nav";
import { routerNavigation } from "~/lib/router-nav";
import { themeBodyScript, themeHeadScript } from "~/lib/theme";

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%236366f1'/%3E%3Cpath d='M9 23c6-1 12-7 14-14-5 1-11 6-13 13' fill='none' stroke='white' stroke-width='2.5' stroke-linecap='round'/%3E%3C/svg%3E";

export const links = () => [{ rel: "icon", href: FAVICON, type: "image/svg+xml" }];

/**
 * The stylesheet, first in <head> (React places resources with a precedence there). Built pages have
 * it inline (vite.config.ts, appStyles), so their first paint waits for nothing but the HTML; in the
 * browser React finds that <style> by its href and keeps it, so the bundle carries no CSS text.
 */
function Styles() {
  if (styles.inline === null) return <link rel="stylesheet" href={styles.href} precedence="high" />;
  return (
    <style href={styles.href} precedence="high">
      {styles.inline}
    </style>
  );
}

/** A route whose page can hydrate without React Router names its island here (routes/home.tsx). */
export type IslandHandle = { island?: keyof typeof islands };

/**
 * The page's scripts: React Router's, or, in a prerendered page whose route has an island, the
 * island's entry and the chunks it imports (vite.config.ts, islands). Only the prerender of the page
 * itself chooses: the SPA fallback (`isSpaMode`, rendered with the `/` URL too) is the app for every
 * path, and in the browser the app renders what it hydrated, <Scripts />, on every route. (React
 * Router's build fails if the fallback lacks <Scripts />, so a change in that context shows.)
 * The island's script also lists what every page of the app loads (`data-app-scripts`), which it
 * fetches ahead when a link is about to be followed (islands/window-nav.tsx).
 */
function PageScripts() {
  const matches = useMatches();
  const framework = useContext(UNSAFE_FrameworkContext);
  const spaFallback = framework?.isSpaMode ?? false;
  const name = (matches.at(-1)?.handle as IslandHandle | undefined)?.island;
  const island = import.meta.env.SSR && !spaFallback && name ? islands[name] : undefined;
  if (!island) return <Scripts />;
  return (
    <>
      {island.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        type="module"
        src={island.entry}
        data-island={name}
        data-app-scripts={JSON.stringify(framework ? everyAppPageScripts(framework.manifest) : [])}
      />
    </>
  );
}

type Manifest = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>["manifest"];

/** The scripts every page of the app loads: the route manifest, the entry, the root and shell routes. */
function everyAppPageScripts(manifest: Manifest): string[] {
  const routes = ["root", "routes/shell"].map((id) => manifest.routes[id]);
  const scripts = [manifest.url, manifest.entry.module, ...manifest.entry.imports];
  for (const route of routes) if (route) scripts.push(route.module, ...(route.imports ?? []));
  return [...new Set(scripts)];
}

/** What must be decided before the first paint: the theme, cookie consent, the sidebar, the header's buttons. */
const HEAD_SCRIPT = themeHeadScript + cookieConsentHeadScript + sidebarHeadScript + signedInHeadScript;

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme scripts set classes before React hydrates, so the markup differs on purpose.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script, no user input; must run before paint */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Styles />
        {/* No paint until the page is parsed to its end (#page-end below). The HTML arrives in pieces,
            and a paint between two of them drew, now and then, a header without its last control or
            the sign-in card before its last field: each moved when the rest came (a layout shift). */}
        <link rel="expect" href="#page-end" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body suppressHydrationWarning>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script, no user input; must run before paint */}
        <script dangerouslySetInnerHTML={{ __html: themeBodyScript }} />
        {/* The element the app renders into; a page's island hydrates the same one (islands/). */}
        <div id="app">
          <NavigationProvider value={routerNavigation}>{children}</NavigationProvider>
        </div>
        <span id="page-end" hidden />
        {/* No <ScrollRestoration />: ScrollToTop below scrolls every page view to the top (or to its
            anchor) anyway, which undid the restored position; its inline script only cost each
            page load a session-storage read before the first paint. */}
        <PageScripts />
      </body>
    </html>
  );
}

/** Spec: every path change scrolls smoothly to the top, unless the link targets an anchor (/#pricing). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: "smooth" });
    else window.scrollTo({ top: 0, left: 0, behavior: "smooth" });
  }, [pathname, hash]);
  return null;
}

export default function App() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <LateToaster />
    </>
  );
}

export function HydrateFallback() {
  return <LoadingLogo />;
}
