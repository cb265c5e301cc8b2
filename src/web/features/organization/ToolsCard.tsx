import type { MyOrganization } from "@shared/organizations";
import { toast } from "sonner";
import { ToolSwitchGrid } from "~/components/tools/ToolSwitchGrid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { reasonOf } from "~/lib/api";
import { useToolSwitch } from "./org-api";
import { toolName } from "./org-labels";

/** The tools the organization's members may use, one switch each. */
export function ToolsCard({ org }: { org: MyOrganization }) {
  const toggle = useToolSwitch();
  const off = new Set(org.disabledTools);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tools</CardTitle>
        <CardDescription>
          {off.size === 0
            ? "Every tool is on for your members."
            : `Turned off: ${org.disabledTools.map(toolName).join(", ")}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ToolSwitchGrid
          idPrefix="org-tool"
          isOn={(tool) => !off.has(tool.slug)}
          disabled={toggle.isPending}
          onChange={(tool, enabled) =>
            toggle.mutate(
              { slug: tool.slug, enabled },
              {
                onSuccess: () => toast.success(`${tool.name} is ${enabled ? "on" : "off"} for your members.`),
                onError: (error) => toast.error(`Could not switch ${tool.name}.`, { description: reasonOf(error) }),
              },
            )
          }
        />
      </CardContent>
    </Card>
  );
}
