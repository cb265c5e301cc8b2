// First: settings its forms' validation needs before any of it loads.
import "~/lib/zod-settings";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HomePage } from "~/features/marketing/HomePage";
import { LateToaster } from "~/features/shell/LateToaster";
import { SiteShell } from "~/features/shell/SiteShell";
import { NavigationProvider } from "~/lib/nav";
import { windowNavigation } from "./window-nav";

/**
 * The visitor's landing page, hydrated without React Router: the same components as the app's `/`
 * (routes/shell.tsx around routes/home.tsx, root.tsx's toaster), in the same element (`#app`), with
 * links that load the next page (window-nav.tsx). React Router and the route manifest are a third
 * of the app's first load; a visitor's first page does without them, and the page they open next
 * loads the app. The server sends this page only to visitors without a session cookie
 * (src/server/web/static.ts); signed-in people get the app, whose `/` is their dashboard.
 * What it measured and how to undo it: docs/decisions/0018-first-load-scripts.md.
 */
const app = document.getElementById("app");
if (app) {
  // In a transition, as React Router's own entry does, so hydration yields to the browser.
  startTransition(() => {
    hydrateRoot(
      app,
      <NavigationProvider value={windowNavigation}>
        <SiteShell>
          <HomePage />
        </SiteShell>
        <LateToaster />
      </NavigationProvider>,
    );
  });
}
