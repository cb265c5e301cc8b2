import { RequireAuth } from "~/features/auth/RequireAuth";
import { DeveloperPage } from "~/features/developer/DeveloperPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () => pageMeta("Developer", "Create and revoke API keys for the Quillstack API.");

export default function Route() {
  return (
    <RequireAuth>
      <QueryProvider>
        <DeveloperPage />
      </QueryProvider>
    </RequireAuth>
  );
}
