import { SUBSCRIPTION_STATUSES, type SubscriptionRow } from "@shared/admin";
import { CreditCard, DollarSign, Download, TrendingDown, TrendingUp, Users } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { type Column, DataTable } from "~/components/data-table/DataTable";
import { formatDate, formatMoney, formatNumber, labelOf, shortId } from "~/components/data-table/format";
import { PanelBody } from "~/components/data-table/PanelBody";
import { AccessDenied } from "~/components/data-table/PanelStates";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FilterBar } from "~/components/ui/filter-bar";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { reasonOf } from "~/lib/api";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import {
  isForbidden,
  type SubscriptionFilters,
  useBillingStats,
  useSubscriptions,
  useUpdateSubscription,
} from "./admin-api";
import { exportSubscriptions } from "./export-subscriptions";
import { StatCard } from "./StatCard";
import { UpgradeRequestsCard } from "./UpgradeRequestsCard";
import { useErrorToast } from "./use-error-toast";

type SubStatus = SubscriptionRow["status"];
const statusChoices = SUBSCRIPTION_STATUSES.map((value) => ({ value, label: labelOf(value) }));
const filterChoices = [{ value: "all", label: "All Status" }, ...statusChoices] as const;
const statusTone: Record<SubStatus, string> = {
  active: "bg-success/15 text-success",
  cancelled: "bg-destructive/15 text-destructive",
  paused: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
};
const COLUMNS: Column[] = [
  { label: "User ID" },
  { label: "Plan" },
  { label: "Amount", className: "px-4 py-2.5 text-right" },
  { label: "Status" },
  { label: "Created" },
  { label: "Actions" },
];

/** Revenue figures and Subscription Management with status changes and CSV export. */
export function BillingTab() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<SubscriptionFilters["status"]>("all");
  const [exporting, setExporting] = useState(false);
  const filters = { search: useDebouncedValue(search.trim(), 300), status };
  const stats = useBillingStats();
  const subs = useSubscriptions(filters);
  useErrorToast(stats, "Error", "Failed to fetch billing data.");
  useErrorToast(subs, "Error", "Failed to fetch billing data.");

  if (isForbidden(stats.error) || isForbidden(subs.error)) {
    return <AccessDenied message="You don't have permission to view billing insights." />;
  }

  const runExport = async () => {
    setExporting(true);
    try {
      const filename = await exportSubscriptions(filters);
      toast.success("Export Complete", { description: `Subscriptions saved as ${filename}.` });
    } catch (error) {
      toast.error("Error", { description: `The export failed. ${reasonOf(error)}` });
    } finally {
      setExporting(false);
    }
  };

  const s = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Revenue"
          value={s && formatMoney(s.totalRevenue, "USD")}
          icon={DollarSign}
          hint="All time"
        />
        <StatCard
          label="Monthly Revenue"
          value={s && formatMoney(s.monthlyRevenue, "USD")}
          icon={TrendingUp}
          hint="This month"
        />
        <StatCard
          label="Active Subscriptions"
          value={s && formatNumber(s.activeSubscriptions)}
          icon={Users}
          hint="Current subscribers"
        />
        <StatCard label="Churn Rate" value={s && `${s.churnRate}%`} icon={TrendingDown} hint="Last month" />
      </div>
      <p className="-mt-2 flex items-center gap-2 text-sm text-muted-foreground">
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        Average revenue per user:{" "}
        {s ? (
          <strong className="font-semibold text-foreground">{formatMoney(s.averageRevenuePerUser, "USD")}</strong>
        ) : (
          <Skeleton className="inline-block h-4 w-12" />
        )}
      </p>

      <UpgradeRequestsCard />

      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle>Subscription Management</CardTitle>
            <CardDescription>Change a subscription's status or export the list.</CardDescription>
          </div>
          <Button variant="outline" onClick={runExport} disabled={exporting} className="self-start">
            <Download className="h-4 w-4" aria-hidden="true" />
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FilterBar
            search={search}
            onSearch={setSearch}
            label="Search subscriptions"
            placeholder="Search subscriptions..."
          >
            <NativeSelect
              label="Filter by status"
              value={status}
              choices={filterChoices}
              onChange={setStatus}
              className="sm:w-40"
            />
          </FilterBar>
          <PanelBody
            items={subs.data}
            failed={subs.isError}
            busy={subs.isFetching}
            failedText="Failed to fetch billing data."
            emptyText="No subscriptions found matching your criteria"
            loadingLabel="Loading subscriptions"
            skeleton={{ rows: 2, height: "h-10", gap: "gap-2" }}
          >
            {(rows) => (
              <DataTable columns={COLUMNS} scrollClassName="overflow-x-auto" minWidth="min-w-[44rem]">
                {rows.map((sub) => (
                  <SubscriptionTableRow key={sub.id} sub={sub} />
                ))}
              </DataTable>
            )}
          </PanelBody>
        </CardContent>
      </Card>
    </div>
  );
}

function SubscriptionTableRow({ sub }: { sub: SubscriptionRow }) {
  const update = useUpdateSubscription();
  const change = (status: SubStatus) =>
    update.mutate(
      { id: sub.id, status },
      {
        onSuccess: () => toast.success(`Subscription status updated to ${status}.`),
        onError: () => toast.error("Error", { description: "Failed to update subscription status." }),
      },
    );
  return (
    <tr>
      <td className="px-4 py-2.5 font-mono text-xs" title={sub.userId}>
        {shortId(sub.userId)}
      </td>
      <td className="px-4 py-2.5">{labelOf(sub.planType)}</td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
        {formatMoney(sub.amount, sub.currency)}{" "}
        <span className="text-xs text-muted-foreground">{sub.currency.toUpperCase()}</span>
      </td>
      <td className="px-4 py-2.5">
        <Badge className={statusTone[sub.status]}>{labelOf(sub.status)}</Badge>
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">{formatDate(sub.createdAt)}</td>
      <td className="px-4 py-2">
        <NativeSelect
          label={`Status of subscription ${shortId(sub.id)}`}
          value={sub.status}
          choices={statusChoices}
          onChange={change}
          disabled={update.isPending}
          className="w-36"
        />
      </td>
    </tr>
  );
}
