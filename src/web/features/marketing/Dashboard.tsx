import { Card } from "~/components/ui/card";
import { useMe } from "~/lib/queries";
import { QueryProvider } from "~/lib/query-client";
import { TOOL_GROUPS, TOOL_INDEX } from "~/lib/tool-index";
import { WordUsageMeter } from "../account/WordUsageMeter";
import { ToolCard } from "./ToolCard";

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** Home for a signed-in user: a greeting, this month's words and every tool by group. */
export function Dashboard({ name }: { name: string }) {
  return (
    <QueryProvider>
      <DashboardContent name={name} />
    </QueryProvider>
  );
}

function DashboardContent({ name }: { name: string }) {
  const me = useMe().data;
  const firstName = (me?.fullName || name).split(" ")[0];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {greeting(new Date().getHours())}
            {firstName ? `, ${firstName}` : ""}
          </h1>
          <p className="mt-1 text-muted-foreground">What would you like to write today?</p>
        </div>
        <Card className="w-full p-4 md:w-96">
          <WordUsageMeter />
        </Card>
      </div>
      {TOOL_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="mb-3 text-lg font-semibold">
            {group.label}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {TOOL_INDEX.filter((tool) => tool.group === group.id).map((tool) => (
              <ToolCard key={tool.slug} tool={tool} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
