import type { MyOrganization } from "@shared/organizations";
import { possessive } from "@shared/possessive";
import { formatNumber } from "~/components/data-table/format";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { LeaveButton } from "./LeaveButton";
import { ROLE_LABEL, toolName } from "./org-labels";
import { PoolMeter } from "./PoolMeter";

/** What every member sees: their role, the pool and their own cap, the tools turned off. */
export function SummaryCard({ org, userId }: { org: MyOrganization; userId: string | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {org.name} <Badge>{ROLE_LABEL[org.role]}</Badge>
          {org.suspended && <Badge variant="outline">Suspended</Badge>}
        </CardTitle>
        <CardDescription>
          Your runs are charged to {possessive(org.name)} monthly word pool
          {org.capWords !== null ? " and to your own cap" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {org.suspended && (
          <p role="alert" className="text-sm text-destructive">
            Your access to {org.name} is suspended. Contact your organization's managers.
          </p>
        )}
        <PoolMeter label="Organization pool" used={org.poolUsed} limit={org.poolWords} />
        {org.capWords !== null ? (
          <PoolMeter label="Your cap" used={org.wordsUsed} limit={org.capWords} />
        ) : (
          <p className="text-sm text-muted-foreground">
            You have used <span className="font-semibold text-foreground">{formatNumber(org.wordsUsed)}</span> words
            this month. You have no cap of your own.
          </p>
        )}
        {org.disabledTools.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Turned off for members: {org.disabledTools.map(toolName).join(", ")}.
          </p>
        )}
        {userId && org.role !== "owner" && <LeaveButton org={org} userId={userId} />}
      </CardContent>
    </Card>
  );
}
