import type { OrgMember } from "@shared/organizations";
import { AlertDialog } from "radix-ui";
import type { RefObject } from "react";
import { toast } from "sonner";
import { Button, buttonStyles } from "~/components/ui/button";
import { reasonOf } from "~/lib/api";
import { useNavigate } from "~/lib/nav";
import { useRemoveMember } from "./org-api";

/** Removing a member, or (`self`) leaving: then the dialog speaks to the person leaving. */
export function RemoveDialog({
  member,
  self,
  orgName,
  onDone,
  returnFocusTo,
}: {
  member: OrgMember | null;
  self: boolean;
  orgName: string;
  onDone: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const remove = useRemoveMember();
  const navigate = useNavigate();
  const confirm = () =>
    member &&
    remove.mutate(member.userId, {
      onSuccess: () => {
        if (self) {
          toast.success(`You left ${orgName}. Your runs use your personal plan again.`);
          onDone();
          navigate("/profile");
          return;
        }
        toast.success(`${member.name || member.email} was removed from the organization.`);
        onDone();
      },
      onError: (error) =>
        toast.error(self ? "Could not leave the organization." : "Could not remove the member.", {
          description: reasonOf(error),
        }),
    });
  return (
    <AlertDialog.Root open={member !== null} onOpenChange={(open) => !open && onDone()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {self ? `Leave ${orgName}?` : `Remove ${member?.name || member?.email}?`}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {self
              ? "You keep your account and documents, and your runs use your personal plan again. To come back you need a new invitation."
              : "They keep their account and documents, but no longer use the organization's words."}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? (self ? "Leaving..." : "Removing...") : self ? "Leave" : "Remove"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
