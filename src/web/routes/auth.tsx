import { AuthPage } from "~/features/auth/AuthPage";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Sign In", "Sign in to Quillstack or create a free account to start writing with AI.", "/auth");

export default function Route() {
  return <AuthPage />;
}
