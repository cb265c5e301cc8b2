import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ActivityLog } from "./ActivityLog";
import { BackupCard } from "./BackupCard";
import { KillSwitchCard } from "./KillSwitchCard";
import type { Actor } from "./permissions";
import { ToolSwitches } from "./ToolSwitches";

export function SettingsTab({ actor }: { actor: Actor }) {
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
      {actor.role === "super_admin" && <BackupCard />}
      <ActivityLog />
    </div>
  );
}
