import { KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { authClient } from "~/lib/auth-client";
import type { RunFailure } from "./run/use-tool-run";

/**
 * When a run fails for an authentication reason, offer to refresh the session instead of
 * leaving the user to guess. A live session gets 'Session Refreshed'; an ended one 'Authentication
 * Error', and the page's guard then asks them to sign in (what they typed stays in this tab).
 */
export function RefreshAuthentication({ failure }: { failure: RunFailure }) {
  const [busy, setBusy] = useState(false);
  if (!/authenticat/i.test(`${failure.title} ${failure.message}`)) return null;

  const refresh = async () => {
    setBusy(true);
    try {
      const { data } = await authClient.getSession({ query: { disableCookieCache: true } });
      if (data?.user) {
        toast.success("Session Refreshed", { description: "Your session is active. Please try again." });
      } else {
        toast.error("Authentication Error", { description: "Your session has ended. Please sign in again." });
        authClient.$store.notify("$sessionSignal");
      }
    } catch {
      toast.error("Authentication Error", { description: "Could not refresh your session. Please try again." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-destructive">{failure.message}</p>
      <Button variant="outline" size="sm" onClick={refresh} disabled={busy} className="shrink-0">
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <KeyRound className="h-4 w-4" aria-hidden="true" />
        )}
        Refresh Authentication
      </Button>
    </div>
  );
}
