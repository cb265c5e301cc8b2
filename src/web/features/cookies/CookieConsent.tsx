import { Cookie } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Link } from "~/lib/nav";
import {
  type CookieChoices,
  openCookiePreferences,
  saveCookiePreferences,
  useCookieDialogOpen,
  useCookiePreferences,
} from "./cookie-preferences";

// The preferences dialog (and its dialog and switch widgets) loads the first time it opens.
const CookiePreferencesDialog = lazy(() => import("./CookiePreferencesDialog"));

/** The first-visit banner and the preferences dialog; mounted once in the site shell. */
export function CookieConsent() {
  const preferences = useCookiePreferences();
  const open = useCookieDialogOpen();
  // The prerendered page carries the banner, so a first-time visitor sees it with the first paint;
  // for a returning visitor the head script has hidden it already, and it goes once hydrated.
  const [decided, setDecided] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  if (open && !dialogUsed) setDialogUsed(true);
  useEffect(() => setDecided(preferences !== null), [preferences]);

  return (
    <>
      {!decided && !open && <CookieBanner />}
      {dialogUsed && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={open} initial={preferences} />
        </Suspense>
      )}
    </>
  );
}

function CookieBanner() {
  const choose = (choices: CookieChoices) => saveCookiePreferences(choices);
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-xl border border-border bg-card p-4 text-foreground shadow-xl sm:p-5 [.cookies-decided_&]:hidden"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="flex flex-1 gap-3">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            We use essential cookies to keep you signed in. With your permission we may also use analytics and
            functional cookies. Read our{" "}
            <Link to="/cookies" className="text-primary underline underline-offset-2">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-2 md:flex-nowrap">
          <Button variant="outline" size="sm" onClick={openCookiePreferences}>
            Preferences
          </Button>
          <Button variant="secondary" size="sm" onClick={() => choose({ analytics: false, functional: false })}>
            Essential only
          </Button>
          <Button size="sm" onClick={() => choose({ analytics: true, functional: true })}>
            Accept all
          </Button>
        </div>
      </div>
    </section>
  );
}
