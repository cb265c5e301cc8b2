import type { MyOrganization } from "@shared/organizations";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonStyles } from "~/components/ui/button";
import { reasonOf } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useNavigate } from "~/lib/nav";
import { useRemoveMember } from "./org-api";

/** A member or manager leaves the organization, after a confirmation. */
export function LeaveButton({ org, userId }: { org: MyOrganization; userId: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const navigate = useNavigate();
  const leave = () =>
    remove.mutate(userId, {
      onSuccess: () => {
        toast.success(`You left ${org.name}. Your runs use your personal plan again.`);
        setOpen(false);
        navigate("/profile");
      },
      onError: (error) => toast.error("Could not leave the organization.", { description: reasonOf(error) }),
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={cn(buttonStyles("outline", "sm"), "w-fit")}>Leave {org.name}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Leave {org.name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Your runs will use your personal plan. To come back you need a new invitation.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={leave} disabled={remove.isPending}>
              {remove.isPending ? "Leaving..." : "Leave"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
