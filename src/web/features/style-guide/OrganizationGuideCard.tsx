import { possessive } from "@shared/possessive";
import { formatDateTime } from "~/components/data-table/format";
import { LoadFailed, LoadingRows } from "~/components/data-table/PanelStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { GuideEditor } from "./GuideEditor";
import { GuideReadOnly } from "./GuideReadOnly";
import { readAgain, useOrganizationGuide } from "./guide-api";

/**
 * The organization's style guide: every member reads it (their checks and runs follow it);
 * owners and managers edit it.
 */
export function OrganizationGuideCard({ orgName }: { orgName: string }) {
  const query = useOrganizationGuide();
  const answer = query.data;
  const saved =
    answer && answer.version > 0
      ? `Version ${answer.version}${answer.updatedBy ? `, saved by ${answer.updatedBy}` : ""}${
          answer.updatedAt ? ` on ${formatDateTime(answer.updatedAt)}` : ""
        }.`
      : null;
  return (
    <Card role="region" aria-labelledby="org-guide-title">
      <CardHeader>
        <CardTitle id="org-guide-title">Style guide</CardTitle>
        <CardDescription>
          {answer && !answer.canEdit
            ? `The guide your checks and runs follow. Only ${possessive(orgName)} owners and managers can change it.`
            : `Terms, spelling, tone and voice that ${possessive(orgName)} members' checks and runs follow.`}
          {saved && ` ${saved}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingRows label="Loading the style guide" rows={3} />
        ) : query.isError ? (
          <LoadFailed what="The style guide" onRetry={() => void query.refetch()} />
        ) : query.data.canEdit ? (
          <GuideEditor
            kind="organization"
            idPrefix="org-guide"
            guide={query.data.guide}
            version={query.data.version}
            reload={() => readAgain(query)}
          />
        ) : query.data.version === 0 ? (
          <p className="text-sm text-muted-foreground">{orgName} has no style guide yet.</p>
        ) : (
          <GuideReadOnly guide={query.data.guide} />
        )}
      </CardContent>
    </Card>
  );
}
