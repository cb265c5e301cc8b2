import { ShieldCheck } from "lucide-react";
import { Navigate } from "react-router";
import { Card } from "~/components/ui/card";
import { LoadingLogo } from "~/components/ui/logo";
import { useMe, useSession } from "~/lib/queries";
import { isAdminRole } from "../../../shared/api";

/** Admins only; everyone else is sent home (the server checks the role on every admin API call too). */
export function AdminDashboard() {
  const { user, isPending } = useSession();
  const me = useMe();
  if (isPending || (user && me.isPending)) return <LoadingLogo />;
  if (!user || !isAdminRole(me.data?.role)) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <ShieldCheck className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="text-muted-foreground">Secure administration panel</p>
        </div>
      </div>
      <Card className="p-6 text-sm text-muted-foreground">
        Users, usage logs, billing and emergency controls will appear here.
      </Card>
    </div>
  );
}
