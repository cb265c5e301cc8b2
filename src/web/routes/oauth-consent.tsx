import { ConsentPage } from "~/features/oauth/ConsentPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () => pageMeta("Connect an app", "Allow an app such as Claude to use your Quillstack tools.");

/**
 * Signed out, the page names the app and what it asks for, then offers the sign-in, which returns
 * here, to the same authorization request (not the tools' sign-in prompt, which spoke of tools).
 */
export default function Route() {
  return (
    <QueryProvider>
      <ConsentPage />
    </QueryProvider>
  );
}
