import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ActivityLog } from "./ActivityLog";
import { KillSwitchCard } from "./KillSwitchCard";
import { ToolSwitches } from "./ToolSwitches";

export function SettingsTab() {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>System Settings</CardTitle>
          <CardDescription>Global system configuration and emergency controls</CardDescription>
        </CardHeader>
        <div className="px-6 pb-6">
          <KillSwitchCard />
        </div>
      </Card>
      <ToolSwitches />
      <ActivityLog />
    </div>
  );
}
