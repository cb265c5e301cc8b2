import { Settings2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { openCookiePreferences, useCookiePreferences } from "../cookies/cookie-preferences";
import { StaticPage } from "./StaticPage";

const TYPES = [
  {
    name: "Essential cookies",
    status: "Required",
    text: "Keep you signed in and protect your session. Quillstack sets one session cookie when you sign in; it is httpOnly, so page scripts cannot read it, and it is removed when you sign out or the session expires.",
  },
  {
    name: "Analytics cookies",
    status: "Optional",
    text: "Would help us understand which pages and tools are used so we can improve them. Quillstack does not set any analytics cookies today; if that changes, they will only be used with your permission.",
  },
  {
    name: "Functional cookies",
    status: "Optional",
    text: "Would remember conveniences such as tool settings across devices. None are set today; your theme is kept in your browser's local storage instead.",
  },
];

export function CookiesPage() {
  const preferences = useCookiePreferences();
  return (
    <StaticPage title="Cookie Policy" updated="January 15, 2024">
      <p>
        Cookies are small files a website stores in your browser. This policy lists the cookies Quillstack may use and
        how you control them. We do not use advertising cookies or third-party trackers.
      </p>
      <h2>Types of cookies</h2>
      <ul className="!list-none !pl-0 flex flex-col gap-3">
        {TYPES.map((type) => (
          <li key={type.name} className="rounded-xl border border-border bg-card p-5">
            <h3 className="flex items-center gap-2 font-semibold text-foreground">
              {type.name}
              <Badge variant={type.status === "Required" ? "default" : "outline"}>{type.status}</Badge>
            </h3>
            <p className="mt-2 text-sm">{type.text}</p>
          </li>
        ))}
      </ul>
      <h2>Local storage</h2>
      <p>
        Your theme (light or dark) and your cookie choices are saved in your browser's local storage. They never leave
        your device.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your choices at any time. Essential cookies cannot be switched off because the service does not
        work without them; you can also delete cookies in your browser settings.
      </p>
      <p aria-live="polite">
        {preferences
          ? `Your current choice: analytics ${preferences.analytics ? "allowed" : "off"}, functional ${preferences.functional ? "allowed" : "off"}.`
          : "You have not made a choice yet: only essential cookies are used."}
      </p>
      <Button size="lg" className="w-fit" onClick={openCookiePreferences}>
        <Settings2 className="h-4 w-4" aria-hidden="true" /> Manage Cookie Preferences
      </Button>
    </StaticPage>
  );
}
