import { StaticPage } from "./StaticPage";

export function CookiesPage() {
  return (
    <StaticPage title="Cookie Policy" updated="January 15, 2024">
      <p>
        Quillstack uses a small number of cookies. Essential cookies (required) keep you signed in and protect your
        session. Analytics cookies (optional) help us understand which tools are useful. Functional cookies (optional)
        remember preferences such as your theme.
      </p>
      <p>
        Your theme choice is stored in your browser's local storage, not in a cookie, and never leaves your device
        unless you save it to your account.
      </p>
    </StaticPage>
  );
}
