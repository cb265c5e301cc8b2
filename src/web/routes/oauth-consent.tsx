import { RequireAuth } from "~/features/auth/RequireAuth";
import { ConsentPage } from "~/features/oauth/ConsentPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () => pageMeta("Connect an app", "Allow an app such as Claude to use your Quillstack tools.");

/** Signed out, the sign-in prompt comes first and returns here, to the same authorization request. */
export default function Route() {
  return (
    <RequireAuth>
      <QueryProvider>
        <ConsentPage />
      </QueryProvider>
    </RequireAuth>
  );
}
