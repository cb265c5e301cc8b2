import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { type ActivityEntry, useActivity } from "./admin-api";
import { formatDateTime, labelOf, shortId } from "./format";
import { EmptyState } from "./PanelStates";

const show = (value: unknown) =>
  value === null || value === undefined ? "none" : typeof value === "object" ? JSON.stringify(value) : String(value);

/** The few details worth a glance: what was changed and from what to what. */
function summarise(details: ActivityEntry["details"]): string {
  if (!details) return "";
  const parts: string[] = [];
  if (typeof details.key === "string") parts.push(details.key);
  if (typeof details.user_id === "string") parts.push(`user ${shortId(details.user_id)}`);
  if (typeof details.email === "string") parts.push(details.email);
  if (typeof details.subscription_id === "string") parts.push(`subscription ${shortId(details.subscription_id)}`);
  if (typeof details.rows === "number") parts.push(`${details.rows} rows`);
  if ("new_state" in details) parts.push(`${show(details.previous_state)} → ${show(details.new_state)}`);
  return parts.join(" · ");
}

/** The last 50 admin actions, newest first. */
export function ActivityLog() {
  const { data, isError } = useActivity();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Admin Activity</CardTitle>
        <CardDescription>The latest 50 actions taken in this dashboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-hidden rounded-lg border border-border">
          {!data ? (
            isError ? (
              <EmptyState>The activity log could not be loaded.</EmptyState>
            ) : (
              <div className="flex flex-col gap-2 p-4" role="status" aria-label="Loading activity">
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
              </div>
            )
          ) : data.length === 0 ? (
            <EmptyState>No admin activity yet.</EmptyState>
          ) : (
            <div className="max-h-96 overflow-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-2.5 font-medium">
                      Time
                    </th>
                    <th scope="col" className="px-4 py-2.5 font-medium">
                      Admin
                    </th>
                    <th scope="col" className="px-4 py-2.5 font-medium">
                      Action
                    </th>
                    <th scope="col" className="px-4 py-2.5 font-medium">
                      Details
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.map((entry) => (
                    <tr key={entry.id}>
                      <td className="px-4 py-2.5 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                      <td className="max-w-48 truncate px-4 py-2.5" title={entry.adminEmail}>
                        {entry.adminEmail}
                      </td>
                      <td className="px-4 py-2.5 whitespace-nowrap">{labelOf(entry.action.toLowerCase())}</td>
                      <td className="px-4 py-2.5 text-muted-foreground">{summarise(entry.details)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
