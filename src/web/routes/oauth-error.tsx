import { AuthorizeErrorPage } from "~/features/oauth/AuthorizeErrorPage";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("App could not connect", "An app's request to connect to Quillstack was refused.");

/** Shown signed in or not: it names no account and shares nothing. */
export default function Route() {
  return <AuthorizeErrorPage />;
}
