import { ProfilePage } from "~/features/account/ProfilePage";
import { RequireAuth } from "~/features/auth/RequireAuth";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Profile Settings", "Manage your Quillstack profile, password, plan and preferences.");

export default function Route() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
