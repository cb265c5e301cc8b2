import { AlertTriangle, Loader2 } from "lucide-react";
import { type AiStatus, useAiStatus } from "~/lib/queries";

function notice(status: AiStatus): string | null {
  switch (status.state) {
    case "ready":
      return null;
    case "downloading":
      return `The AI model is still downloading (${Math.floor(status.percent ?? 0)}%). Runs will work once it is ready.`;
    case "loading":
      return "The AI model is loading. Runs will work in a moment.";
    default:
      return status.provider === "none"
        ? "No AI model is configured on this server, so runs will be refused."
        : `The AI model is unavailable${status.error ? `: ${status.error}` : "."}`;
  }
}

/** Tells the user before they press Process that the model is not ready (the server still decides). */
export function ModelStatusNotice() {
  const { data } = useAiStatus();
  const text = data ? notice(data) : null;
  if (!text || !data) return null;
  const preparing = data.state === "downloading" || data.state === "loading";
  const Icon = preparing ? Loader2 : AlertTriangle;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200"
    >
      <Icon
        className={preparing ? "mt-0.5 h-4 w-4 shrink-0 animate-spin" : "mt-0.5 h-4 w-4 shrink-0"}
        aria-hidden="true"
      />
      {text}
    </p>
  );
}
