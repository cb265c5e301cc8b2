import { DataTable } from "~/components/data-table/DataTable";
import { formatNumber } from "~/components/data-table/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useMembers } from "./org-api";
import { toolName } from "./org-labels";

/** This month's words per tool, as a bar chart (its summary is its label) and a member-by-tool table. */
const CHART_WIDTH = 600;
const BAR = 22;

export function UsageCard() {
  const members = useMembers(true);
  if (members.isPending) return null;
  if (members.isError) return null;
  const totals = new Map<string, number>();
  for (const m of members.data) {
    for (const [slug, words] of Object.entries(m.byTool)) totals.set(slug, (totals.get(slug) ?? 0) + words);
  }
  const tools = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const max = Math.max(1, ...tools.map(([, w]) => w));
  const summary =
    tools.length === 0
      ? "No words used this month yet."
      : `Words this month by tool: ${tools.map(([slug, w]) => `${toolName(slug)} ${formatNumber(w)}`).join(", ")}.`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Words this month by tool</CardTitle>
        <CardDescription>What each member used of the pool this month, per tool.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {tools.length === 0 ? (
          <p className="text-sm text-muted-foreground">{summary}</p>
        ) : (
          <>
            <svg
              role="img"
              aria-label={summary}
              viewBox={`0 0 ${CHART_WIDTH} ${tools.length * (BAR + 8)}`}
              className="w-full"
              style={{ height: tools.length * (BAR + 8) }}
            >
              {tools.map(([slug, words], i) => {
                const w = Math.max(2, (words / max) * (CHART_WIDTH - 220));
                return (
                  <g key={slug} transform={`translate(0 ${i * (BAR + 8)})`}>
                    <text x="0" y={BAR / 2 + 5} className="fill-foreground text-[13px]">
                      {toolName(slug).slice(0, 22)}
                    </text>
                    <rect x="170" y="0" width={w} height={BAR} rx="3" className="fill-primary" />
                    <text x={175 + w} y={BAR / 2 + 5} className="fill-muted-foreground text-[12px]">
                      {formatNumber(words)}
                    </text>
                  </g>
                );
              })}
            </svg>
            <DataTable
              columns={[{ label: "Member" }, ...tools.map(([slug]) => ({ label: toolName(slug) }))].map((column) => ({
                ...column,
                className: "py-2 pr-4",
              }))}
              scrollClassName="overflow-x-auto"
              caption="Words this month per member and tool"
            >
              {members.data.map((m) => (
                <tr key={m.userId}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {m.name || m.email}
                  </th>
                  {tools.map(([slug]) => (
                    <td key={slug} className="py-2 pr-4 tabular-nums">
                      {formatNumber(m.byTool[slug] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </CardContent>
    </Card>
  );
}
