import { RUN_SURFACES, SURFACE_LABELS, USAGE_LOG_PAGE_SIZE } from "@shared/admin";
import { useEffect, useState } from "react";
import { type Column, DataTable } from "~/components/data-table/DataTable";
import { formatDateTime, formatNumber } from "~/components/data-table/format";
import { PanelBody } from "~/components/data-table/PanelBody";
import { AccessDenied } from "~/components/data-table/PanelStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FilterBar } from "~/components/ui/filter-bar";
import { NativeSelect, type SelectChoice } from "~/components/ui/native-select";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { isForbidden, type UsageFilters, useUsageLogs, useUsageTools } from "./admin-api";
import { Pager, useFilteredPage } from "./Pager";

const sortChoices = [
  { value: "date", label: "Date" },
  { value: "words", label: "Words" },
  { value: "user", label: "User" },
] as const;

const surfaceChoices: SelectChoice<UsageFilters["surface"]>[] = [
  { value: "all", label: "All Surfaces" },
  ...RUN_SURFACES.map((value) => ({ value, label: SURFACE_LABELS[value] })),
];

const COLUMNS: Column[] = [
  { label: "Date", className: "px-3 py-2.5 sm:px-4" },
  { label: "User", className: "hidden px-3 py-2.5 sm:table-cell sm:px-4" },
  { label: "Tool", className: "px-3 py-2.5 sm:px-4" },
  { label: "Surface", className: "hidden px-3 py-2.5 md:table-cell sm:px-4" },
  { label: "Words Generated", className: "px-3 py-2.5 sm:px-4 text-right" },
];

/** The latest usage, 1000 rows a page, searchable by a person's name, email or id, or the tool; filtered by tool slug (shown by name) and by surface. */
export function UsageLogsTab() {
  const [search, setSearch] = useState("");
  const [tool, setTool] = useState("all");
  const [surface, setSurface] = useState<UsageFilters["surface"]>("all");
  const [sort, setSort] = useState<UsageFilters["sort"]>("date");
  const { page, setPage, resetting } = useFilteredPage();
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useUsageLogs({ search: debounced, tool, surface, sort, page });
  const tools = useUsageTools();
  // Usage-log load errors are logged only: the panel's own failure line already tells the admin.
  useEffect(() => {
    if (query.error) console.error("Failed to load usage logs", query.error);
  }, [query.error]);

  if (isForbidden(query.error)) return <AccessDenied message="You don't have permission to view usage logs." />;
  const toolChoices = [
    { value: "all", label: "All Tools" },
    ...(tools.data ?? []).map((t) => ({ value: t.slug, label: t.name })),
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
        <FilterBar search={search} onSearch={resetting(setSearch)} label="Search logs" placeholder="Search logs...">
          <NativeSelect
            label="Filter by tool"
            value={tool}
            choices={toolChoices}
            onChange={resetting(setTool)}
            className="sm:w-52"
          />
          <NativeSelect
            label="Filter by surface"
            value={surface}
            choices={surfaceChoices}
            onChange={resetting(setSurface)}
            className="sm:w-40"
          />
          <NativeSelect
            label="Sort by"
            value={sort}
            choices={sortChoices}
            onChange={resetting(setSort)}
            className="sm:w-36"
          />
        </FilterBar>
        <PanelBody
          items={data?.logs}
          failed={query.isError}
          busy={query.isFetching}
          failedText="The usage logs could not be loaded."
          emptyText="No usage logs found matching your criteria"
          loadingLabel="Loading usage logs"
          skeleton={{ rows: 3, height: "h-8", gap: "gap-2" }}
          footer={
            data &&
            (page > 1 || data.hasMore) && (
              <Pager
                summary={`Rows ${formatNumber(from)}–${formatNumber(from + data.logs.length - 1)}`}
                page={page}
                setPage={setPage}
                hasNext={data.hasMore}
              />
            )
          }
        >
          {(logs) => (
            <DataTable columns={COLUMNS} scrollClassName="max-h-[36rem] overflow-auto" stickyHeader>
              {logs.map((log) => (
                <tr key={log.id}>
                  <td className="px-3 py-2.5 sm:px-4 sm:whitespace-nowrap">
                    {formatDateTime(log.createdAt)}
                    {/* Phones have no room for the User column: the person goes under the date. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">{log.userEmail}</span>
                  </td>
                  <td className="hidden px-3 py-2.5 sm:table-cell sm:px-4" title={`User ID ${log.userId}`}>
                    <span className="block font-medium">{log.userName || "—"}</span>
                    <span className="block text-xs text-muted-foreground">{log.userEmail}</span>
                  </td>
                  <td className="px-3 py-2.5 sm:px-4">{log.toolName}</td>
                  <td className="hidden px-3 py-2.5 md:table-cell sm:px-4">{SURFACE_LABELS[log.surface]}</td>
                  <td className="px-3 py-2.5 sm:px-4 text-right tabular-nums">{formatNumber(log.wordsGenerated)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </PanelBody>
      </CardContent>
    </Card>
  );
}
