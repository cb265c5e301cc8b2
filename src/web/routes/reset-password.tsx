import { ResetPasswordPage } from "~/features/auth/ResetPasswordPage";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Reset Password", "Choose a new password for your Quillstack account.");

export default function Route() {
  return <ResetPasswordPage />;
}
