import { TOOL_GROUPS, TOOLS, type ToolEntry, toolSwitchKey, toolsInGroup } from "@shared/tools";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { reasonOf, useSettings, useUpdateSetting } from "./admin-api";

/** One switch per tool, grouped as in the sidebar; a missing setting row means the tool is on (spec §3). */
export function ToolSwitches() {
  const settings = useSettings();
  const update = useUpdateSetting();
  const values = new Map(settings.data?.map((s) => [s.key, s.value]));
  const enabled = (tool: ToolEntry) => values.get(toolSwitchKey(tool)) !== false;
  const offCount = TOOLS.filter((tool) => !enabled(tool)).length;

  const toggle = (tool: ToolEntry, value: boolean) =>
    update.mutate(
      { key: toolSwitchKey(tool), value },
      {
        onSuccess: () =>
          value
            ? toast.success(`${tool.name} enabled.`)
            : toast.warning(`${tool.name} disabled.`, { description: "Users see a maintenance notice instead." }),
        onError: (error) => toast.error(`Failed to update ${tool.name}.`, { description: reasonOf(error) }),
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
      <CardContent className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {TOOL_GROUPS.map((group) => (
          <fieldset key={group.id} className="flex flex-col gap-1">
            <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.label}
            </legend>
            {toolsInGroup(group.id).map((tool) => {
              const id = `tool-switch-${tool.slug}`;
              return (
                <div
                  key={tool.slug}
                  className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-muted"
                >
                  <Label htmlFor={id} className="cursor-pointer font-normal">
                    {tool.name}
                  </Label>
                  <Switch
                    id={id}
                    checked={enabled(tool)}
                    disabled={settings.isPending || settings.isError || update.isPending}
                    onCheckedChange={(value) => toggle(tool, value)}
                  />
                </div>
              );
            })}
          </fieldset>
        ))}
      </CardContent>
    </Card>
  );
}
