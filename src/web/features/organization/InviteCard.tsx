import type { OrgRole } from "@shared/organizations";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { formatDate } from "~/components/data-table/format";
import { LoadFailed, LoadingRows } from "~/components/data-table/PanelStates";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { reasonOf } from "~/lib/api";
import { useInvitations, useInvite, useRevokeInvitation } from "./org-api";
import { ROLE_CHOICES, ROLE_LABEL } from "./org-labels";

/** Invite by email with a role (managers invite members only) and the pending invitations. */
export function InviteCard({ myRole }: { myRole: OrgRole }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrgRole>("member");
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const invitations = useInvitations(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: (sent) => {
          if (sent.emailed === false) {
            toast.warning(`The invitation to ${sent.email} is saved, but its email could not be sent.`, {
              description: "Try inviting the address again in a moment.",
            });
          } else {
            toast.success(`Invitation sent to ${sent.email}.`);
          }
          setEmail("");
        },
        onError: (error) => toast.error("Could not send the invitation.", { description: reasonOf(error) }),
      },
    );
  };
  const choices = myRole === "owner" ? ROLE_CHOICES : ROLE_CHOICES.filter((c) => c.value === "member");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite people</CardTitle>
        <CardDescription>They get an email with a link that works once, for 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <NativeSelect id="invite-role" value={role} choices={choices} onChange={setRole} className="w-36" />
          </div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Sending..." : "Send invitation"}
          </Button>
        </form>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Pending invitations</h3>
          {invitations.isPending ? (
            <LoadingRows label="Loading invitations" />
          ) : invitations.isError ? (
            <LoadFailed what="The invitations" onRetry={() => void invitations.refetch()} />
          ) : invitations.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <ul aria-label="Pending invitations" className="flex flex-col divide-y divide-border">
              {invitations.data.map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-medium">{inv.email}</span> · {ROLE_LABEL[inv.role]} · expires{" "}
                    {formatDate(inv.expiresAt)}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke the invitation to ${inv.email}`}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(inv.id, {
                        onSuccess: () => toast.success(`The invitation to ${inv.email} was withdrawn.`),
                        onError: (error) => toast.error("Could not revoke it.", { description: reasonOf(error) }),
                      })
                    }
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
