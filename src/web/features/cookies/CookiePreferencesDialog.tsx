import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import {
  type CookieChoices,
  closeCookiePreferences,
  openCookiePreferences,
  saveCookiePreferences,
} from "./cookie-preferences";

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

/** Which optional cookies Quillstack may use; opened from the banner or the footer. */
export default function CookiePreferencesDialog({ open, initial }: { open: boolean; initial: CookieChoices | null }) {
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
