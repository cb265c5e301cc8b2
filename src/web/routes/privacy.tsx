import { PrivacyPage } from "~/features/marketing/PrivacyPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Privacy Policy", "How Quillstack collects, uses and protects your personal information.", "/privacy");

export default function Route() {
  return <PrivacyPage />;
}
