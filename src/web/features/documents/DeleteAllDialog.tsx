import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonStyles } from "~/components/ui/button";
import { deleteAllDocuments, useRefreshDocuments } from "./documents-api";

/** Deletes every document of the user (runs still being written are kept), after a confirmation. */
export function DeleteAllDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshDocuments();
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAllDocuments();
      await refresh();
      toast.success("All documents deleted.");
      onOpenChange(false);
    } catch (error) {
      toast.error("Error", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Delete all documents?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Every document you have will be deleted. This cannot be undone: download them first if you want a copy. Your
            word usage is not affected.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
              {busy ? "Deleting..." : "Delete all"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
