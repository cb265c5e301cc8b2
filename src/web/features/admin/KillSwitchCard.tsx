import { Power, ShieldAlert } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { useSettings, useUpdateSetting } from "./admin-api";
import { useSwitchConfirmation } from "./ConfirmSwitchDialog";

export const GLOBAL_SWITCH_KEY = "global_api_disabled";
/** The 'System Alert' follows the activation's toast after this delay, so the two read as separate notices. */
const SYSTEM_ALERT_DELAY_MS = 2000;

/**
 * The emergency kill switch: on means every AI run is refused. A missing setting row means off
 * (a new install runs). Shown in the dashboard header and again under Settings; both read the same query.
 */
export function KillSwitchCard({ className }: { className?: string }) {
  const id = useId();
  const settings = useSettings();
  const update = useUpdateSetting();
  const active = settings.data?.find((s) => s.key === GLOBAL_SWITCH_KEY)?.value === true;
  const pending = update.isPending;

  const { ask, dialog } = useSwitchConfirmation();

  const apply = (value: boolean, settled: () => void) =>
    update.mutate(
      { key: GLOBAL_SWITCH_KEY, value },
      {
        onSuccess: () => {
          if (value) {
            toast.error("API Emergency Stop Activated", {
              description: "All AI processing has been disabled for every user.",
            });
            setTimeout(() => {
              toast.warning("System Alert", {
                description: "The emergency kill switch is active. AI tools stay offline until it is turned off.",
              });
            }, SYSTEM_ALERT_DELAY_MS);
          } else {
            toast.success("API Access Restored", { description: "AI processing is available again." });
          }
        },
        onError: () => toast.error("Failed to update emergency kill switch. Please try again."),
        onSettled: settled,
      },
    );

  const toggle = (value: boolean) =>
    ask(
      value
        ? {
            title: "Turn on the emergency stop?",
            description:
              "AI is turned off for every user now. Runs in progress stop and every AI tool is refused until you turn it back on. The grammar checker keeps working with its offline rules.",
            confirm: "Stop all AI",
            destructive: true,
            apply: (settled) => apply(true, settled),
          }
        : {
            title: "Turn AI back on?",
            description:
              "AI is turned back on for every user now. Every tool not switched off on its own accepts runs again.",
            confirm: "Turn AI back on",
            destructive: false,
            apply: (settled) => apply(false, settled),
          },
    );

  return (
    <Card
      className={cn(
        "flex items-center gap-4 p-4 transition-colors",
        active && "border-destructive/60 bg-destructive/10",
        className,
      )}
    >
      <span
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-lg",
          active ? "bg-destructive/15 text-destructive" : "bg-success/15 text-success",
        )}
      >
        {active ? (
          <ShieldAlert className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Power className="h-5 w-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="font-semibold">
          Emergency Stop
        </Label>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {settings.isPending
            ? "Checking status..."
            : active
              ? "Active: all AI processing is blocked."
              : "Inactive: AI services are running normally."}
        </p>
      </div>
      <Switch
        id={id}
        checked={active}
        disabled={settings.isPending || settings.isError || pending}
        onCheckedChange={toggle}
        className="data-[state=checked]:bg-destructive"
      />
      {dialog}
    </Card>
  );
}
