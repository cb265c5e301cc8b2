import type { OrgMember, OrgRole } from "@shared/organizations";
import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { type Column, DataTable } from "~/components/data-table/DataTable";
import { LoadFailed, LoadingRows } from "~/components/data-table/PanelStates";
import { buttonStyles } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { MemberRow } from "./MemberRow";
import { useMembers } from "./org-api";
import { RemoveDialog } from "./RemoveDialog";

const COLUMNS: Column[] = [
  ...["Name", "Email", "Role", "Words this month", "Cap", "Suspended"].map((label) => ({
    label,
    className: "py-2 pr-4",
  })),
  { label: "Actions", hiddenLabel: true, className: "py-2" },
];

/** The members table for owners and managers, with the usage CSV and the remove dialog. */
export function MembersCard({ myRole, me, orgName }: { myRole: OrgRole; me: string | undefined; orgName: string }) {
  const members = useMembers(true);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  // The dialog has no Trigger for focus to return to on closing: the row's button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const openRemove = (member: OrgMember) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRemoving(member);
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Members</CardTitle>
          <CardDescription>Caps are monthly words each member may use of the pool; empty means no cap.</CardDescription>
        </div>
        <a href="/api/organization/usage.csv" download className={buttonStyles("outline", "sm")}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
        </a>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <LoadingRows label="Loading members" />
        ) : members.isError ? (
          <LoadFailed what="The members" onRetry={() => void members.refetch()} />
        ) : members.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No members yet. Invite someone below.</p>
        ) : (
          <DataTable columns={COLUMNS} scrollClassName="overflow-x-auto" caption="Members of the organization">
            {members.data.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                me={me}
                myRole={myRole}
                onlyOwner={member.role === "owner" && members.data.filter((m) => m.role === "owner").length === 1}
                onRemove={openRemove}
              />
            ))}
          </DataTable>
        )}
      </CardContent>
      <RemoveDialog
        member={removing}
        self={removing?.userId === me}
        orgName={orgName}
        onDone={() => setRemoving(null)}
        returnFocusTo={opener}
      />
    </Card>
  );
}
