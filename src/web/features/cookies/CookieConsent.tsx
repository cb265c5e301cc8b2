import { Cookie } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import {
  type CookieChoices,
  closeCookiePreferences,
  openCookiePreferences,
  saveCookiePreferences,
  useCookieDialogOpen,
  useCookiePreferences,
} from "./cookie-preferences";

/** The first-visit banner and the preferences dialog; mounted once in the site shell. */
export function CookieConsent() {
  const preferences = useCookiePreferences();
  const open = useCookieDialogOpen();
  const [decided, setDecided] = useState(true);
  // Only in the browser: prerendered HTML never carries the banner, so returning visitors see no flash.
  useEffect(() => setDecided(preferences !== null), [preferences]);

  return (
    <>
      {!decided && !open && <CookieBanner />}
      <CookiePreferencesDialog open={open} initial={preferences} />
    </>
  );
}

function CookieBanner() {
  const choose = (choices: CookieChoices) => saveCookiePreferences(choices);
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-xl border border-border bg-card p-4 text-foreground shadow-xl sm:p-5"
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

type Category = { key: "essential" | keyof CookieChoices; title: string; text: string };

const CATEGORIES: Category[] = [
  {
    key: "essential",
    title: "Essential cookies",
    text: "Required. The session cookie that keeps you signed in and protects your account. It cannot be switched off.",
  },
  {
    key: "analytics",
    title: "Analytics cookies",
    text: "Optional. Would let us count visits and see which tools are useful, without identifying you.",
  },
  {
    key: "functional",
    title: "Functional cookies",
    text: "Optional. Would remember conveniences such as your last-used tool options across devices.",
  },
];

function CookiePreferencesDialog({ open, initial }: { open: boolean; initial: CookieChoices | null }) {
  const [choices, setChoices] = useState<CookieChoices>({ analytics: false, functional: false });
  const idPrefix = useId();
  // Each time the dialog opens it starts from what is stored.
  useEffect(() => {
    if (open) setChoices({ analytics: initial?.analytics ?? false, functional: initial?.functional ?? false });
  }, [open, initial]);

  function save() {
    saveCookiePreferences(choices);
    closeCookiePreferences();
    toast.success("Cookie preferences saved");
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? openCookiePreferences() : closeCookiePreferences())}
      title="Cookie Preferences"
      description="Choose which cookies Quillstack may use. Today Quillstack sets only the essential session cookie; the optional categories stay off unless you allow them, and no feature uses them yet."
      className="max-w-lg"
    >
      <ul className="flex flex-col gap-4">
        {CATEGORIES.map((category) => {
          const id = `${idPrefix}-${category.key}`;
          const essential = category.key === "essential";
          return (
            <li
              key={category.key}
              className="flex items-start justify-between gap-4 rounded-lg border border-border p-4"
            >
              <div>
                <label htmlFor={id} className="font-medium">
                  {category.title}
                </label>
                <p id={`${id}-text`} className="mt-1 text-sm text-muted-foreground">
                  {category.text}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-text`}
                checked={essential ? true : choices[category.key as keyof CookieChoices]}
                disabled={essential}
                onCheckedChange={(checked) =>
                  !essential && setChoices((current) => ({ ...current, [category.key]: checked }))
                }
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={closeCookiePreferences}>
          Cancel
        </Button>
        <Button onClick={save}>Save Preferences</Button>
      </div>
    </Dialog>
  );
}
