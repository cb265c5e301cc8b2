import type { OrgMember, OrgRole } from "@shared/organizations";
import { toast } from "sonner";
import { formatNumber } from "~/components/data-table/format";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { reasonOf } from "~/lib/api";
import { CapEditor } from "./CapEditor";
import { useUpdateMember } from "./org-api";
import { ROLE_CHOICES, ROLE_LABEL } from "./org-labels";

/** One member: role, words, cap, suspension and removal, as far as the viewer's role allows. */
export function MemberRow({
  member,
  me,
  myRole,
  onlyOwner,
  onRemove,
}: {
  member: OrgMember;
  me: string | undefined;
  myRole: OrgRole;
  /** The member is the organization's one owner: they cannot leave until someone else is owner. */
  onlyOwner: boolean;
  onRemove: (m: OrgMember) => void;
}) {
  const update = useUpdateMember();
  const self = member.userId === me;
  const canTouch = myRole === "owner" || member.role !== "owner";
  const who = member.name || member.email;
  const change = (patch: { suspended?: boolean; role?: OrgRole }, done: string) =>
    update.mutate(
      { userId: member.userId, change: patch },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error("Could not save the change.", { description: reasonOf(error) }),
      },
    );
  return (
    <tr className="align-middle">
      <th scope="row" className="py-3 pr-4 font-medium">
        {member.name || "—"}
        {self && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
      </th>
      <td className="py-3 pr-4">{member.email}</td>
      <td className="py-3 pr-4">
        {myRole === "owner" && !self ? (
          <NativeSelect
            label={`Role of ${who}`}
            value={member.role}
            choices={ROLE_CHOICES}
            disabled={update.isPending}
            onChange={(role) => change({ role }, `${who} is now ${ROLE_LABEL[role].toLowerCase()}.`)}
            className="w-32"
          />
        ) : (
          ROLE_LABEL[member.role]
        )}
      </td>
      <td className="py-3 pr-4 tabular-nums">{formatNumber(member.wordsUsed)}</td>
      <td className="py-3 pr-4">{canTouch ? <CapEditor member={member} /> : (member.capWords ?? "No cap")}</td>
      <td className="py-3 pr-4">
        <Switch
          aria-label={`Suspend ${who}`}
          checked={member.suspended}
          disabled={self || !canTouch || update.isPending}
          onCheckedChange={(suspended) =>
            change({ suspended }, suspended ? `${who} is suspended.` : `${who} may use the organization's words again.`)
          }
        />
      </td>
      <td className="py-3 text-right">
        {self && onlyOwner ? (
          // Offered and then refused, Leave taught the rule too late: it is shown off, with the rule.
          <div className="flex flex-col items-end gap-1">
            <Button variant="outline" size="sm" disabled aria-describedby={`only-owner-${member.userId}`}>
              Leave
            </Button>
            <span id={`only-owner-${member.userId}`} className="max-w-48 text-xs text-muted-foreground">
              Make someone else owner before you leave.
            </span>
          </div>
        ) : (
          (self || canTouch) && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onRemove(member)}
              aria-label={self ? "Leave the organization" : `Remove ${who}`}
            >
              {self ? "Leave" : "Remove"}
            </Button>
          )
        )}
      </td>
    </tr>
  );
}
