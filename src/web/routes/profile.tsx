import { ProfilePage } from "~/features/account/ProfilePage";
import { RequireAuth } from "~/features/auth/RequireAuth";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () =>
  pageMeta("Profile Settings", "Manage your Quillstack profile, password, plan and preferences.");

export default function Route() {
  return (
    <RequireAuth>
      <QueryProvider>
        <ProfilePage />
      </QueryProvider>
    </RequireAuth>
  );
}
