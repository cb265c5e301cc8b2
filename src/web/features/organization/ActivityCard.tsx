import { formatDateTime } from "~/components/data-table/format";
import { LoadFailed, LoadingRows } from "~/components/data-table/PanelStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { relativeTime } from "../editor/history/revision-label";
import { useOrganizationActivity } from "../style-guide/guide-api";
import { activityText } from "./activity-text";

/** The organization's newest changes, for its owners and managers (refreshed by every save). */
export function ActivityCard() {
  const activity = useOrganizationActivity(true);
  return (
    <Card role="region" aria-labelledby="org-activity-title">
      <CardHeader>
        <CardTitle id="org-activity-title">Activity</CardTitle>
        <CardDescription>Who changed what, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <LoadingRows label="Loading the activity" />
        ) : activity.isError ? (
          <LoadFailed what="The activity" onRetry={() => void activity.refetch()} />
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes yet.</p>
        ) : (
          <ul aria-label="Activity" className="flex flex-col divide-y divide-border">
            {activity.data.map((entry) => (
              <li key={entry.id} className="py-2 text-sm">
                {activityText(entry)} ·{" "}
                <time
                  dateTime={entry.createdAt}
                  title={formatDateTime(entry.createdAt)}
                  className="text-muted-foreground"
                >
                  {relativeTime(entry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
