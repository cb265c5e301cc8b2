import { StaticPage } from "./StaticPage";

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" updated="January 15, 2024">
      <p>
        Quillstack collects only what it needs to run your account: your name, email address, the settings you choose
        and a count of the words you generate each month. Text you submit to a tool is sent to the configured AI
        provider to produce your result and is not sold or used for advertising.
      </p>
      <p>
        You must be at least 13 years old to use Quillstack. You can ask us to export or delete your data at any time by
        contacting support.
      </p>
    </StaticPage>
  );
}
