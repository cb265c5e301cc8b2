import { Loader2, RotateCcw } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { Button, buttonStyles } from "~/components/ui/button";

/**
 * "Restore this version" and the question before it: a restore replaces the text on screen, so it
 * is asked first. Cancel (or Escape) takes the focus back to the button; the History panel stays.
 */
export function RestoreConfirm({ restoring, onRestore }: { restoring: boolean; onRestore: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button disabled={restoring} className="self-start">
          {restoring ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          )}
          Restore this version
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Restore this version?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            The text in the editor is replaced by this version. The current text is kept in History.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonStyles("primary")} onClick={onRestore}>
              Restore
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
