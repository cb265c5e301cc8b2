import { RequireAuth } from "~/features/auth/RequireAuth";
import { SecurityPage } from "~/features/marketing/SecurityPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Security",
    "How Quillstack protects your account and your writing: hashed passwords, httpOnly session cookies, rate limits, audit logs and self-hosting.",
    "/security",
  );

export default function Route() {
  return (
    <RequireAuth>
      <SecurityPage />
    </RequireAuth>
  );
}
