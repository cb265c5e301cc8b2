import styles from "virtual:app-styles";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { LoadingLogo } from "~/components/ui/logo";
import { cookieConsentHeadScript } from "~/features/cookies/cookie-preferences";
import { themeBodyScript, themeHeadScript } from "~/lib/theme";
import { useHydrated } from "~/lib/use-hydrated";

// Toasts only ever appear after something happens in the browser: the toaster and its library load
// after hydration instead of with every page. Toasts shown before it mounts are replayed by it.
const ThemedToaster = lazy(() => import("~/features/shell/ThemedToaster"));

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

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme scripts set classes before React hydrates, so the markup differs on purpose.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script, no user input; must run before paint */}
        <script dangerouslySetInnerHTML={{ __html: themeHeadScript + cookieConsentHeadScript }} />
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
        {children}
        <span id="page-end" hidden />
        {/* No <ScrollRestoration />: ScrollToTop below scrolls every page view to the top (or to its
            anchor) anyway, which undid the restored position; its inline script only cost each
            page load a session-storage read before the first paint. */}
        <Scripts />
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

function LateToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
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
