import { isAdminRole } from "@shared/api";
import { useMutation } from "@tanstack/react-query";
import { BarChart3, Building2, CreditCard, FileText, Settings, ShieldCheck, Users } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef } from "react";
import { LoadingLogo } from "~/components/ui/logo";
import { apiFetch } from "~/lib/api";
import { cn } from "~/lib/cn";
import { Navigate, useSearchParams } from "~/lib/nav";
import { useMe, useSession } from "~/lib/queries";
import { BillingTab } from "./BillingTab";
import { KillSwitchCard } from "./KillSwitchCard";
import { OrganizationsTab } from "./OrganizationsTab";
import { OverviewTab } from "./OverviewTab";
import type { Actor } from "./permissions";
import { SettingsTab } from "./SettingsTab";
import { UsageLogsTab } from "./UsageLogsTab";
import { UsersTab } from "./UsersTab";

const TABS = [
  { value: "overview", label: "Overview", icon: BarChart3 },
  { value: "users", label: "Users", icon: Users },
  { value: "usage", label: "Usage Logs", icon: FileText },
  { value: "billing", label: "Billing", icon: CreditCard },
  { value: "organizations", label: "Organizations", icon: Building2 },
  { value: "settings", label: "Settings", icon: Settings },
] as const;
type TabValue = (typeof TABS)[number]["value"];
const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

/** Admins only; everyone else is sent home (the server checks the role on every admin API call too). */
export function AdminDashboard() {
  const { user, isPending } = useSession();
  const me = useMe();
  if (isPending || (user && me.isPending)) return <LoadingLogo />;
  if (me.isError) console.error("Admin check failed", me.error);
  if (!user || !me.data || !isAdminRole(me.data.role)) return <Navigate to="/" replace />;
  return <Dashboard actor={{ id: me.data.id, role: me.data.role }} />;
}

function Dashboard({ actor }: { actor: Actor }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: TabValue = isTab(tabParam) ? tabParam : "overview";
  useRecordAccess();

  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === "overview") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
            <p className="text-muted-foreground">Secure administration panel</p>
          </div>
        </div>
        <KillSwitchCard className="lg:w-96" />
      </header>

      <Tabs.Root value={tab} onValueChange={selectTab} className="flex flex-col gap-6">
        <Tabs.List
          aria-label="Admin sections"
          className="flex flex-wrap gap-1.5 sm:w-fit sm:gap-1 sm:rounded-xl sm:border sm:border-border sm:bg-muted sm:p-1"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                "inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors",
                "hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
                "max-sm:border max-sm:border-border",
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="focus-visible:outline-none">
          <OverviewTab />
        </Tabs.Content>
        <Tabs.Content value="users" className="focus-visible:outline-none">
          <UsersTab actor={actor} />
        </Tabs.Content>
        <Tabs.Content value="usage" className="focus-visible:outline-none">
          <UsageLogsTab />
        </Tabs.Content>
        <Tabs.Content value="billing" className="focus-visible:outline-none">
          <BillingTab />
        </Tabs.Content>
        <Tabs.Content value="organizations" className="focus-visible:outline-none">
          <OrganizationsTab />
        </Tabs.Content>
        <Tabs.Content value="settings" className="focus-visible:outline-none">
          <SettingsTab actor={actor} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** Opening the dashboard as an admin writes an ACCESSED_DASHBOARD log, once per visit, so the activity log shows who looked. */
function useRecordAccess() {
  const recorded = useRef(false);
  const { mutate } = useMutation({
    mutationFn: () => apiFetch<{ ok: true }>("/api/admin/access", { method: "POST" }),
    onError: (error) => console.error("Could not record dashboard access", error),
  });
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    mutate();
  }, [mutate]);
}
