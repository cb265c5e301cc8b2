import { canManage } from "@shared/organizations";
import { Building2 } from "lucide-react";
import { LoadFailed, LoadingRows } from "~/components/data-table/PanelStates";
import { Card } from "~/components/ui/card";
import { Link } from "~/lib/nav";
import { useMyOrganization } from "~/lib/queries";
import { OrganizationGuideCard } from "../style-guide/OrganizationGuideCard";
import { ActivityCard } from "./ActivityCard";
import { InviteCard } from "./InviteCard";
import { MembersCard } from "./MembersCard";
import { SummaryCard } from "./SummaryCard";
import { ToolsCard } from "./ToolsCard";
import { UsageCard } from "./UsageCard";

/** `/organization`: the member's organization; owners and managers run it from here too. */
export function OrganizationPage({ userId }: { userId: string | undefined }) {
  const org = useMyOrganization();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Building2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organization</h1>
      </div>
      {org.isPending ? (
        <LoadingRows label="Loading your organization" />
      ) : org.isError ? (
        <LoadFailed what="Your organization" onRetry={() => void org.refetch()} />
      ) : org.data === null ? (
        <Card className="p-8 text-center">
          <p className="font-medium">You don't belong to an organization.</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Ask your school or company for an invitation, or keep writing with your{" "}
            <Link to="/profile" className="text-primary hover:underline">
              personal plan
            </Link>
            .
          </p>
        </Card>
      ) : canManage(org.data.role) && !org.data.suspended ? (
        <>
          <SummaryCard org={org.data} userId={userId} />
          <MembersCard myRole={org.data.role} me={userId} orgName={org.data.name} />
          <UsageCard />
          <InviteCard myRole={org.data.role} />
          <ToolsCard org={org.data} />
          <OrganizationGuideCard orgName={org.data.name} />
          <ActivityCard />
        </>
      ) : (
        <>
          <SummaryCard org={org.data} userId={userId} />
          <OrganizationGuideCard orgName={org.data.name} />
        </>
      )}
    </div>
  );
}
