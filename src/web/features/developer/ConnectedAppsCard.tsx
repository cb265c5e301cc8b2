import type { ConnectedApp } from "@shared/connected-apps";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { disconnectApp, useConnectedApps, useRefreshConnectedApps } from "./connected-apps-api";

const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function AppRow({ app }: { app: ConnectedApp }) {
  const refresh = useRefreshConnectedApps();
  const [busy, setBusy] = useState(false);
  const disconnect = async () => {
    setBusy(true);
    try {
      await disconnectApp(app.clientId);
      toast.success("Disconnected", { description: `“${app.name}” can no longer use your account.` });
      await refresh();
    } catch {
      toast.error("Error", { description: `“${app.name}” could not be disconnected. Please try again.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium">{app.name}</span>
        <span className="text-xs text-muted-foreground">
          {app.redirectHost ? `${app.redirectHost} · ` : ""}Connected {day.format(new Date(app.connectedAt))}
          {app.lastUsedAt ? ` · last signed in ${day.format(new Date(app.lastUsedAt))}` : ""}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={busy}
        onClick={() => void disconnect()}
        aria-label={`Disconnect ${app.name}`}
      >
        {busy ? "Disconnecting..." : "Disconnect"}
      </Button>
    </li>
  );
}

/** Apps allowed on the consent page (MCP clients such as Claude), each with Disconnect. */
export function ConnectedAppsCard() {
  const { data: apps, isPending, isError, refetch } = useConnectedApps();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected apps</CardTitle>
        <CardDescription>
          Apps you allowed to use your tools and documents by signing in. Disconnecting one ends its access at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" aria-label="Loading your connected apps">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>Your connected apps could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : apps.length === 0 ? (
          <p className="text-sm text-muted-foreground">No apps are connected.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Connected apps">
            {apps.map((app) => (
              <AppRow key={app.clientId} app={app} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
