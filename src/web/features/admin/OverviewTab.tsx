import type { AdminStats } from "@shared/admin";
import { Activity, BarChart3, DollarSign, FileText, Users } from "lucide-react";
import { formatNumber } from "~/components/data-table/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAdminStats } from "./admin-api";
import { StatCard } from "./StatCard";
import { WordsChart } from "./WordsChart";

/** The five headline numbers (computed on the server, so every admin sees the same), a 30-day chart and top tools. */
export function OverviewTab() {
  const { data: stats, isError } = useAdminStats();
  const n = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value));

  if (isError) {
    return (
      <Card className="p-6 text-sm text-muted-foreground" role="alert">
        The statistics could not be loaded. Please reload the page.
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard label="Total Users" value={n(stats?.totalUsers)} icon={Users} hint="All registered accounts" />
        <StatCard
          label="Active This Month"
          value={n(stats?.activeThisMonth)}
          icon={Activity}
          hint="Signed in this month"
        />
        <StatCard label="Words Generated" value={n(stats?.wordsThisMonth)} icon={FileText} hint="This month" />
        <StatCard
          label="Total User Usage"
          value={n(stats?.totalUserUsage)}
          icon={BarChart3}
          hint="Words used this month, all users"
        />
        <StatCard
          label="Estimated API Cost"
          value={stats ? `$${stats.estimatedApiCost}` : undefined}
          icon={DollarSign}
          hint="$0.0036 per 1,000 words this month"
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Words generated per day</CardTitle>
            <CardDescription>The last 30 days (UTC)</CardDescription>
          </CardHeader>
          <CardContent>
            {stats ? <WordsChart days={stats.dailyWords} /> : <Skeleton className="h-52 w-full" />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Top tools this month</CardTitle>
            <CardDescription>By words generated</CardDescription>
          </CardHeader>
          <CardContent>
            {!stats ? (
              <Skeleton className="h-52 w-full" />
            ) : stats.topTools.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">No tool runs this month yet.</p>
            ) : (
              <TopTools tools={stats.topTools} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function TopTools({ tools }: { tools: AdminStats["topTools"] }) {
  const max = Math.max(1, ...tools.map((t) => t.words));
  return (
    <ol className="flex flex-col gap-3">
      {tools.map((t) => (
        <li key={t.slug} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="truncate font-medium">{t.tool}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {formatNumber(t.words)} words · {formatNumber(t.runs)} {t.runs === 1 ? "run" : "runs"}
            </span>
          </div>
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${(t.words / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
