import { TOOL_GROUPS, type ToolEntry, toolsInGroup } from "@shared/tools";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";

/**
 * One switch per tool, grouped as in the sidebar: the admin's maintenance switches and an
 * organization's switches for its members. `idPrefix` keeps the ids of two grids apart.
 */
export function ToolSwitchGrid({
  idPrefix,
  isOn,
  disabled,
  onChange,
}: {
  idPrefix: string;
  isOn: (tool: ToolEntry) => boolean;
  disabled: boolean;
  onChange: (tool: ToolEntry, on: boolean) => void;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {TOOL_GROUPS.map((group) => (
        <fieldset key={group.id} className="flex flex-col gap-1">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.label}
          </legend>
          {toolsInGroup(group.id).map((tool) => {
            const id = `${idPrefix}-${tool.slug}`;
            return (
              <div
                key={tool.slug}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-muted"
              >
                <Label htmlFor={id} className="cursor-pointer font-normal">
                  {tool.name}
                </Label>
                <Switch id={id} checked={isOn(tool)} disabled={disabled} onCheckedChange={(on) => onChange(tool, on)} />
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
