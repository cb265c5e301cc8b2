import styles from "virtual:app-styles";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { LoadingLogo } from "~/components/ui/logo";
import "~/lib/preact-options";
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
 * The stylesheet, first in <head>. Built pages have it inline (vite.config.ts, appStyles), so their
 * first paint waits for nothing but the HTML; the browser bundle carries only its key, and renders
 * the text the prerendered <style> already holds, so hydration and later renders leave it as it is.
 */
function Styles() {
  if (styles.inline === null) return <link rel="stylesheet" href={styles.href} />;
  const css =
    typeof document === "undefined"
      ? styles.inline
      : (document.querySelector(`style[data-href="${styles.href}"]`)?.textContent ?? "");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own stylesheet, built at build time
  return <style data-href={styles.href} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * <html> in the prerendered page; in the browser, nothing. Preact renders into a document's
 * documentElement, so the element it hydrates there is <head> and <body>: a second <html> would be
 * built inside the first. The theme script sets the element's class before hydration.
 */
function DocumentElement({ children }: { children: ReactNode }) {
  if (typeof document !== "undefined") return <>{children}</>;
  return (
    <html lang="en" className="dark">
      {children}
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <DocumentElement>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script, no user input; must run before paint */}
        <script dangerouslySetInnerHTML={{ __html: themeHeadScript + cookieConsentHeadScript }} />
        <Styles />
        <Meta />
        <Links />
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script, no user input; must run before paint */}
        <script dangerouslySetInnerHTML={{ __html: themeBodyScript }} />
        {children}
        {/* No <ScrollRestoration />: ScrollToTop below scrolls every page view to the top (or to its
            anchor) anyway, which undid the restored position; its inline script only cost each
            page load a session-storage read before the first paint. */}
        <Scripts />
      </body>
    </DocumentElement>
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
