import { AdminDashboard } from "~/features/admin/AdminDashboard";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Admin Dashboard", "Quillstack administration: users, usage, billing and emergency controls.");

export default function Route() {
  return <AdminDashboard />;
}
