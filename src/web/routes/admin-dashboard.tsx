import { AdminDashboard } from "~/features/admin/AdminDashboard";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () =>
  pageMeta("Admin Dashboard", "Quillstack administration: users, usage, billing and emergency controls.");

export default function Route() {
  return (
    <QueryProvider>
      <AdminDashboard />
    </QueryProvider>
  );
}
