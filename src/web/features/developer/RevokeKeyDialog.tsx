import type { ApiKeySummary } from "@shared/api-v1";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonStyles } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { revokeApiKey, useRefreshApiKeys } from "./api-keys-api";

/** Revokes a key after a confirmation; programs using it are refused from the next request on. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshApiKeys();
  const confirm = async () => {
    if (!apiKey) return;
    setBusy(true);
    try {
      await revokeApiKey(apiKey.id);
      await refresh();
      toast.success("Key revoked.", { description: `“${apiKey.name}” no longer works.` });
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.title : "Error", {
        description: error instanceof ApiError ? error.message : "Could not revoke the key. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Revoke “{apiKey?.name}”?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Programs using this key are refused from their next request. This cannot be undone: you would create a new
            key instead.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
              {busy ? "Revoking..." : "Revoke key"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
