import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { reasonOf } from "~/lib/api";
import { useDecideUpgrade, useUpgradeRequests } from "./admin-api";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Users' requests for Pro (filed from "Upgrade to Pro" where no payment provider is set up). */
export function UpgradeRequestsCard() {
  const requests = useUpgradeRequests();
  const decide = useDecideUpgrade();

  const act = (id: string, email: string, decision: "grant" | "dismiss") =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          toast.success(decision === "grant" ? "Upgrade granted" : "Request dismissed", {
            description: decision === "grant" ? `${email} is now on the Pro plan.` : `${email} stays on their plan.`,
          }),
        onError: (error) => toast.error("Error", { description: reasonOf(error) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upgrade Requests</CardTitle>
        <CardDescription>
          Users asking for Pro. Granting gives them the plan, its words and a subscription.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : !requests.data?.length ? (
          <p className="text-sm text-muted-foreground">No upgrade requests waiting.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Pending upgrade requests">
            {requests.data.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{request.name || request.email}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {request.email} · asked {dateFormat.format(new Date(request.createdAt))}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => act(request.id, request.email, "grant")}
                    disabled={decide.isPending}
                    aria-label={`Grant Pro to ${request.email}`}
                  >
                    <Check className="h-4 w-4" aria-hidden="true" /> Grant Pro
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(request.id, request.email, "dismiss")}
                    disabled={decide.isPending}
                    aria-label={`Dismiss the request of ${request.email}`}
                  >
                    <X className="h-4 w-4" aria-hidden="true" /> Dismiss
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
