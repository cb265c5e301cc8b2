import { type Column, DataTable } from "~/components/data-table/DataTable";
import { formatDateTime, labelOf, shortId } from "~/components/data-table/format";
import { PanelBody } from "~/components/data-table/PanelBody";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { type ActivityEntry, useActivity } from "./admin-api";

const show = (value: unknown) =>
  value === null || value === undefined ? "none" : typeof value === "object" ? JSON.stringify(value) : String(value);

const COLUMNS: Column[] = [{ label: "Time" }, { label: "Admin" }, { label: "Action" }, { label: "Details" }];

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
        <PanelBody
          items={data}
          failed={isError}
          failedText="The activity log could not be loaded."
          emptyText="No admin activity yet."
          loadingLabel="Loading activity"
          skeleton={{ rows: 2, height: "h-8", gap: "gap-2" }}
        >
          {(entries) => (
            <DataTable columns={COLUMNS} scrollClassName="max-h-96 overflow-auto" minWidth="min-w-[40rem]" stickyHeader>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-2.5 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                  <td className="max-w-48 truncate px-4 py-2.5" title={entry.adminEmail}>
                    {entry.adminEmail}
                  </td>
                  <td className="px-4 py-2.5 whitespace-nowrap">{labelOf(entry.action.toLowerCase())}</td>
                  <td className="px-4 py-2.5 text-muted-foreground">{summarise(entry.details)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </PanelBody>
      </CardContent>
    </Card>
  );
}
