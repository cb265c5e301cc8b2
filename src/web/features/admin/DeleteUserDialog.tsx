import type { AdminUser } from "@shared/admin";
import { AlertDialog } from "radix-ui";
import { toast } from "sonner";
import { Button, buttonStyles } from "~/components/ui/button";
import { reasonOf } from "~/lib/api";
import { useDeleteUser } from "./admin-api";

/** Deleting cannot be undone, so it asks for confirmation first. */
export function DeleteUserDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success("User has been deleted.");
        onOpenChange(false);
      },
      onError: (error) => toast.error("Failed to delete user.", { description: reasonOf(error) }),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Delete {user.fullName || user.email}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Are you sure you want to delete this user? This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server answers. */}
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
