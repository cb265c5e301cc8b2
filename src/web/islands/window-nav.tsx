import { type ComponentProps, type MouseEvent, useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Location, NavigateFunction, SetURLSearchParams, To, URLSearchParamsInit } from "react-router";
import type { Navigation } from "~/lib/nav";

/**
 * Window navigation: links and navigation done by the window itself (location, history) instead of a
 * router, for the landing page's island (islands/landing.tsx). A link is an <a> that loads the next
 * page, which is prerendered and loads the app. What stays on the page
 * does not reload: a link to an anchor of this page scrolls to it (smoothly, as in the app), and
 * search parameters change the address in place (history.replaceState/pushState), which re-renders
 * whatever reads them. Markup is React Router's, so the prerendered page hydrates unchanged.
 * A link's or navigation's `state` does not reach the next page, which is loaded afresh. Nothing a
 * visitor's landing page shows passes any; the user menu's sign-out does, and whoever is signed in
 * gets the app's page instead (src/server/web/static.ts).
 */

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  window.addEventListener("hashchange", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
    window.removeEventListener("hashchange", listener);
  };
}
const currentHref = () => window.location.href;

let last: { href: string; location: Location } | null = null;
function locationOf(href: string): Location {
  if (last?.href !== href) {
    const url = new URL(href);
    last = {
      href,
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: "default" },
    };
  }
  return last.location;
}

/** The path a `to` names, resolved against the current page as a browser resolves an href. */
function pathOf(to: To): string {
  if (typeof to !== "string") {
    const here = window.location;
    return (to.pathname ?? here.pathname) + (to.search ?? (to.pathname ? "" : here.search)) + (to.hash ?? "");
  }
  if (to.startsWith("/") && !to.startsWith("//")) return to;
  const url = new URL(to, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
}

const isExternal = (path: string) => /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//");

/** An anchor of the page already shown: scroll to it instead of loading the page again. */
function anchorHere(path: string): HTMLElement | null {
  const url = new URL(path, window.location.href);
  if (!url.hash || url.pathname !== window.location.pathname || url.search !== window.location.search) return null;
  return document.getElementById(decodeURIComponent(url.hash.slice(1)));
}

let prefetched = false;
/**
 * When a visitor is about to follow a link (pointer over it, focus, touch), the scripts every app
 * page loads are fetched ahead into the browser's cache (the prerender lists them on the island's
 * script, root.tsx), so the next page starts as fast as it would have from the app. Once per page.
 */
function prefetchApp() {
  if (prefetched) return;
  prefetched = true;
  const listed = document.querySelector<HTMLScriptElement>("script[data-app-scripts]")?.dataset.appScripts;
  for (const href of JSON.parse(listed ?? "[]") as string[]) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
  }
}

const plainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

type LinkProps = ComponentProps<Navigation["Link"]>;

function Link({
  to,
  replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  reloadDocument: _reloadDocument,
  viewTransition: _viewTransition,
  prefetch: _prefetch,
  discover = "render",
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkProps) {
  const href = pathOf(to);
  const external = isExternal(href);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainLeftClick(event) || (rest.target && rest.target !== "_self") || external) {
      return;
    }
    const anchor = anchorHere(href);
    if (anchor) {
      event.preventDefault();
      window.history.pushState(null, "", href);
      notify();
      anchor.scrollIntoView({ behavior: "smooth" });
    } else if (replace) {
      event.preventDefault();
      window.location.replace(href);
    }
  };
  // Handlers that also fetch the next page's scripts ahead, for links to pages of this site.
  const ahead = <E,>(handler: ((event: E) => void) | undefined) =>
    external
      ? handler
      : (event: E) => {
          handler?.(event);
          prefetchApp();
        };
  return (
    <a
      {...rest}
      href={href}
      data-discover={!external && discover === "render" ? "true" : undefined}
      onClick={follow}
      onPointerEnter={ahead(onPointerEnter)}
      onFocus={ahead(onFocus)}
      onTouchStart={ahead(onTouchStart)}
    />
  );
}

function isActivePath(pathname: string, to: string, end: boolean) {
  const path = to.replace(/[?#].*$/, "");
  if (pathname === path) return true;
  const prefix = path !== "/" && path.endsWith("/") ? path.slice(0, -1) : path;
  return !end && pathname.startsWith(prefix) && pathname.charAt(prefix.length) === "/";
}

function NavLink({
  className,
  style,
  children,
  end = false,
  caseSensitive: _caseSensitive,
  "aria-current": ariaCurrent = "page",
  ...rest
}: ComponentProps<Navigation["NavLink"]>) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, pathOf(rest.to), end);
  const render = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(render)
          : [className, isActive ? "active" : null].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(render) : style}
    >
      {typeof children === "function" ? children(render) : children}
    </Link>
  );
}

function useLocation(): Location {
  return locationOf(useSyncExternalStore(subscribe, currentHref, currentHref));
}

function go(to: To | number, options?: { replace?: boolean }) {
  if (typeof to === "number") window.history.go(to);
  else if (options?.replace) window.location.replace(pathOf(to));
  else window.location.assign(pathOf(to));
}

function useNavigate(): NavigateFunction {
  return go as NavigateFunction;
}

function Navigate({ to, replace }: ComponentProps<Navigation["Navigate"]>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as React Router's <Navigate> does on mount
  useEffect(() => go(to, { replace }), []);
  return null;
}

/** React Router's forms of search parameters, where a record's value may be a list. */
function searchParamsOf(init?: URLSearchParamsInit): URLSearchParams {
  if (init === undefined || typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) for (const item of [value].flat()) params.append(key, item);
  return params;
}

function useSearchParams(init?: URLSearchParamsInit): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults count only when the page is loaded
  const params = useMemo(() => {
    const params = new URLSearchParams(search);
    for (const [key, value] of searchParamsOf(init)) if (!params.has(key)) params.append(key, value);
    return params;
  }, [search]);
  const setParams = useCallback<SetURLSearchParams>((next, options) => {
    const value = typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next;
    const query = searchParamsOf(value).toString();
    const { pathname, hash } = window.location;
    const url = pathname + (query ? `?${query}` : "") + hash;
    if (options?.replace) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
    notify();
  }, []);
  return [params, setParams];
}

export const windowNavigation: Navigation = {
  Link: Link as Navigation["Link"],
  NavLink: NavLink as Navigation["NavLink"],
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
};
