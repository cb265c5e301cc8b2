import { Link } from "~/lib/nav";
import { proseLink, StaticPage } from "./StaticPage";

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" updated="January 15, 2024">
      <p>
        This policy explains what personal information Quillstack collects when you use the hosted service, why, and the
        choices you have. If your organisation runs its own copy of Quillstack, that organisation decides how your data
        is handled and this policy describes the software's defaults.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your full name, email address and a hash of your password (never the password itself).</li>
        <li>
          Usage: which tools you run, when, and how many words each run generated, to enforce your monthly allowance.
        </li>
        <li>Preferences: your theme and cookie choices.</li>
        <li>
          Messages you send us through the contact form, and your email address if you subscribe to the newsletter.
        </li>
        <li>Technical data: your IP address, used briefly for rate limiting and security.</li>
      </ul>
      <h2>Your writing</h2>
      <p>
        Text you enter into a tool is sent to the configured AI model to produce your result. We do not use your text to
        train models, we do not sell it, and we do not use it for advertising. The usage log records word counts, not
        your text.
      </p>
      <h2>How we use information</h2>
      <p>
        To provide and secure the service, to enforce plans and word allowances, to answer your messages, and — only if
        you confirmed a subscription — to send the newsletter. Every newsletter includes an unsubscribe link.
      </p>
      <h2>Sharing</h2>
      <p>
        We share data only with the providers that run the service for us (hosting, email delivery and, when configured,
        an AI provider), under agreements that forbid them from using it for anything else, or when the law requires it.
      </p>
      <h2>Retention and your rights</h2>
      <p>
        We keep your account data while your account exists. You can ask us to export, correct or delete your data at
        any time through the{" "}
        <Link to="/contact" className={proseLink}>
          contact page
        </Link>
        ; deleting your account removes your profile and usage history.
      </p>
      <h2>Children</h2>
      <p>
        Quillstack is not directed at children. You must be at least 13 years old to create an account. If we learn that
        we hold data about a child under 13, we delete it.
      </p>
      <h2>Cookies</h2>
      <p>
        We use one essential session cookie. See the{" "}
        <Link to="/cookies" className={proseLink}>
          Cookie Policy
        </Link>{" "}
        for details and to change your preferences.
      </p>
      <h2>Changes and contact</h2>
      <p>
        If this policy changes we will update the date above and, for significant changes, tell account holders by
        email. Questions? Reach us through the{" "}
        <Link to="/contact" className={proseLink}>
          contact page
        </Link>
        .
      </p>
    </StaticPage>
  );
}
