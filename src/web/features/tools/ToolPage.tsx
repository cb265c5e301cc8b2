import { ORG_REFUSALS } from "@shared/organizations";
import type { ToolEntry } from "@shared/tools";
import { TOOL_GROUPS } from "@shared/tools";
import { CirclePause } from "lucide-react";
import { Suspense } from "react";
import { Card } from "~/components/ui/card";
import { useToolAvailability } from "~/lib/queries";
import { QueryProvider } from "~/lib/query-client";
import { WordUsageMeter } from "../account/WordUsageMeter";
import { MaintenanceCard } from "./MaintenanceCard";
import { StyleGuideNotice } from "./StyleGuideNotice";
import { SCREENS } from "./screens";
import { ToolPageSkeleton } from "./ToolPageSkeleton";
import { ToolWorkspace } from "./ToolWorkspace";
import { GROUP_ICONS } from "./tool-icons";

/** The tool page with the query cache it reads; what routes/tool.tsx loads once someone is signed in. */
export default function ToolPageWithQueries({ tool }: { tool: ToolEntry }) {
  return (
    <QueryProvider>
      <ToolPage tool={tool} />
    </QueryProvider>
  );
}

/** /tools/{slug}: a skeleton while the kill switches load, then a maintenance card or the tool. */
export function ToolPage({ tool }: { tool: ToolEntry }) {
  const availability = useToolAvailability(tool.slug);
  if (availability.isPending) return <ToolPageSkeleton />;

  // If the switches cannot be read, show the tool anyway: the server still refuses a disabled run.
  const { globalDisabled = false, toolEnabled = true, orgDisabledBy = null } = availability.data ?? {};
  // The emergency stop turns off AI; a tool with offline rules still checks with those alone.
  const rulesOnly = globalDisabled && Boolean(tool.offlineRules);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 p-4 sm:gap-6 sm:px-8 sm:py-6">
      <ToolHeader tool={tool} />
      {globalDisabled && !rulesOnly ? (
        <MaintenanceCard
          title="Service Temporarily Unavailable"
          description="Our AI services are temporarily unavailable while we carry out maintenance. Please try again later."
        />
      ) : !toolEnabled ? (
        <MaintenanceCard
          title={`${tool.name} Temporarily Unavailable`}
          description={`${tool.name} is temporarily unavailable while we carry out maintenance. Please try again later or use another tool.`}
        />
      ) : orgDisabledBy ? (
        <MaintenanceCard
          title={`${tool.name} Unavailable`}
          description={ORG_REFUSALS.toolOff.message(orgDisabledBy, tool.name)}
        />
      ) : (
        <>
          {rulesOnly && <AiPausedNotice tool={tool} />}
          <StyleGuideNotice tool={tool} />
          <ToolScreen tool={tool} />
        </>
      )}
    </div>
  );
}

function AiPausedNotice({ tool }: { tool: ToolEntry }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200"
    >
      <CirclePause className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      AI suggestions are paused by an administrator. {tool.name} still checks your text with its offline rules, at no
      cost to your words.
    </p>
  );
}

/** A tool's dedicated screen (lazy-loaded) when it has one, else the generic screen drawn from its fields. */
function ToolScreen({ tool }: { tool: ToolEntry }) {
  if (!tool.screen) return <ToolWorkspace tool={tool} />;
  const Screen = SCREENS[tool.screen];
  return (
    <Suspense fallback={<ToolPageSkeleton workspaceOnly />}>
      <Screen tool={tool} />
    </Suspense>
  );
}

function ToolHeader({ tool }: { tool: ToolEntry }) {
  const Icon = GROUP_ICONS[tool.group];
  const group = TOOL_GROUPS.find((g) => g.id === tool.group)?.label;
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="flex items-start gap-4">
        <span className="hidden h-12 w-12 shrink-0 sm:flex items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{group}</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tool.name}</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">{tool.description}</p>
        </div>
      </div>
      <Card className="w-full shrink-0 p-3 md:w-80">
        <WordUsageMeter steady />
      </Card>
    </div>
  );
}
