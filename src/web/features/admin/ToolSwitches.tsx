import { TOOLS, type ToolEntry, toolSwitchKey } from "@shared/tools";
import { toast } from "sonner";
import { ToolSwitchGrid } from "~/components/tools/ToolSwitchGrid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { reasonOf } from "~/lib/api";
import { useSettings, useUpdateSetting } from "./admin-api";
import { useSwitchConfirmation } from "./ConfirmSwitchDialog";

/** One switch per tool, grouped as in the sidebar; a missing setting row means the tool is on, so a new tool starts on. */
export function ToolSwitches() {
  const settings = useSettings();
  const update = useUpdateSetting();
  const values = new Map(settings.data?.map((s) => [s.key, s.value]));
  const enabled = (tool: ToolEntry) => values.get(toolSwitchKey(tool)) !== false;
  const offCount = TOOLS.filter((tool) => !enabled(tool)).length;

  const { ask, dialog } = useSwitchConfirmation();

  const apply = (tool: ToolEntry, value: boolean, settled: () => void) =>
    update.mutate(
      { key: toolSwitchKey(tool), value },
      {
        onSuccess: () =>
          value
            ? toast.success(`${tool.name} enabled.`)
            : toast.warning(`${tool.name} disabled.`, { description: "Users see a maintenance notice instead." }),
        onError: (error) => toast.error(`Failed to update ${tool.name}.`, { description: reasonOf(error) }),
        onSettled: settled,
      },
    );

  const toggle = (tool: ToolEntry, value: boolean) =>
    ask(
      value
        ? {
            title: `Turn ${tool.name} back on?`,
            description: `${tool.name} is available to every user again now.`,
            confirm: `Turn on ${tool.name}`,
            destructive: false,
            apply: (settled) => apply(tool, true, settled),
          }
        : {
            title: `Turn off ${tool.name}?`,
            description: `${tool.name} is turned off for every user now: they see a maintenance notice instead, and its runs in progress stop.`,
            confirm: `Turn off ${tool.name}`,
            destructive: true,
            apply: (settled) => apply(tool, false, settled),
          },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tool Availability</CardTitle>
        <CardDescription>
          Switch a single tool off for maintenance.{" "}
          {settings.data && (offCount === 0 ? "All tools are on." : `${offCount} of ${TOOLS.length} tools are off.`)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ToolSwitchGrid
          idPrefix="tool-switch"
          isOn={enabled}
          disabled={settings.isPending || settings.isError || update.isPending}
          onChange={toggle}
        />
      </CardContent>
      {dialog}
    </Card>
  );
}
