import { Wrench } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { ToolEntry } from "../../../shared/tools";
import { TOOL_GROUPS } from "../../../shared/tools";

/** Placeholder screen until the tool runner lands: name, description and a status card. */
export function ToolPage({ tool }: { tool: ToolEntry }) {
  const group = TOOL_GROUPS.find((g) => g.id === tool.group)?.label;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-8">
      <div>
        <p className="text-sm font-medium text-primary">{group}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{tool.name}</h1>
        <p className="mt-2 text-muted-foreground">{tool.description}</p>
      </div>
      <Card className="flex items-start gap-4 p-6">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Wrench className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold">This tool is being set up</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The {tool.name} workspace is on its way. Your word allowance is ready and waiting.
          </p>
        </div>
      </Card>
    </div>
  );
}
