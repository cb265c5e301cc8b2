import { RequireAuth } from "~/features/auth/RequireAuth";
import { OrganizationPage } from "~/features/organization/OrganizationPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";
import { useSessionUser } from "~/lib/session";

export const meta = () => pageMeta("Organization", "Your organization's word pool, members, invitations and tools.");

function Page() {
  const user = useSessionUser();
  return <OrganizationPage userId={user?.id} />;
}

export default function Route() {
  return (
    <RequireAuth>
      <QueryProvider>
        <Page />
      </QueryProvider>
    </RequireAuth>
  );
}
