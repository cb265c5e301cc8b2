import { useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { USAGE_LOG_PAGE_SIZE } from "../../../shared/admin";
import { AdminSelect } from "./AdminSelect";
import { isForbidden, type UsageFilters, useUsageLogs, useUsageTools } from "./admin-api";
import { FilterBar } from "./FilterBar";
import { formatDateTime, formatNumber, shortId } from "./format";
import { Pager } from "./Pager";
import { AccessDenied, EmptyState } from "./PanelStates";

const sortChoices = [
  { value: "date", label: "Date" },
  { value: "words", label: "Words" },
  { value: "user", label: "User ID" },
] as const;

/** Spec §2: the latest usage, 1000 rows a page, searchable by user id or tool. */
export function UsageLogsTab() {
  const [search, setSearch] = useState("");
  const [tool, setTool] = useState("all");
  const [sort, setSort] = useState<UsageFilters["sort"]>("date");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useUsageLogs({ search: debounced, tool, sort, page });
  const tools = useUsageTools();
  // Spec §8: usage-log load errors are logged only.
  useEffect(() => {
    if (query.error) console.error("Failed to load usage logs", query.error);
  }, [query.error]);

  if (isForbidden(query.error)) return <AccessDenied message="You don't have permission to view usage logs." />;
  const toolChoices = [
    { value: "all", label: "All Tools" },
    ...(tools.data ?? []).map((t) => ({ value: t, label: t })),
  ];
  const data = query.data;
  const from = (page - 1) * USAGE_LOG_PAGE_SIZE + 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage Logs</CardTitle>
        <CardDescription>Recent API usage and tool activity</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FilterBar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          label="Search logs"
          placeholder="Search logs..."
        >
          <AdminSelect
            label="Filter by tool"
            value={tool}
            choices={toolChoices}
            onChange={(value) => {
              setTool(value);
              setPage(1);
            }}
            className="sm:w-52"
          />
          <AdminSelect
            label="Sort by"
            value={sort}
            choices={sortChoices}
            onChange={(value) => {
              setSort(value);
              setPage(1);
            }}
            className="sm:w-36"
          />
        </FilterBar>
        <div className="overflow-hidden rounded-lg border border-border" aria-busy={query.isFetching}>
          {!data ? (
            query.isError ? (
              <EmptyState>The usage logs could not be loaded.</EmptyState>
            ) : (
              <div className="flex flex-col gap-2 p-4" role="status" aria-label="Loading usage logs">
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
              </div>
            )
          ) : data.logs.length === 0 ? (
            <EmptyState>No usage logs found matching your criteria</EmptyState>
          ) : (
            <div className="max-h-[36rem] overflow-auto">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2.5 sm:px-4 font-medium">
                      Date
                    </th>
                    <th scope="col" className="hidden px-3 py-2.5 font-medium sm:table-cell sm:px-4">
                      User ID
                    </th>
                    <th scope="col" className="px-3 py-2.5 sm:px-4 font-medium">
                      Tool
                    </th>
                    <th scope="col" className="px-3 py-2.5 sm:px-4 text-right font-medium">
                      Words Generated
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.logs.map((log) => (
                    <tr key={log.id}>
                      <td className="px-3 py-2.5 sm:px-4 sm:whitespace-nowrap">
                        {formatDateTime(log.createdAt)}
                        {/* Phones have no room for the User ID column: the id goes under the date. */}
                        <span className="block font-mono text-xs text-muted-foreground sm:hidden">
                          {shortId(log.userId)}
                        </span>
                      </td>
                      <td className="hidden px-3 py-2.5 font-mono text-xs sm:table-cell sm:px-4" title={log.userId}>
                        {shortId(log.userId)}
                      </td>
                      <td className="px-3 py-2.5 sm:px-4">{log.toolName}</td>
                      <td className="px-3 py-2.5 sm:px-4 text-right tabular-nums">
                        {formatNumber(log.wordsGenerated)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data && (page > 1 || data.hasMore) && (
            <Pager
              summary={`Rows ${formatNumber(from)}–${formatNumber(from + data.logs.length - 1)}`}
              hasPrevious={page > 1}
              hasNext={data.hasMore}
              onPrevious={() => setPage((p) => Math.max(1, p - 1))}
              onNext={() => setPage((p) => p + 1)}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
