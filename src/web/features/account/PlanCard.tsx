import type { Me } from "@shared/api";
import { possessive } from "@shared/possessive";
import { CheckCircle2, Crown, ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useSearchParams } from "~/lib/nav";
import { useUsage } from "~/lib/queries";
import { UpgradeButton } from "./UpgradeButton";
import { useBilling, useCheckoutReturn, useManageBilling } from "./upgrade";
import { WordUsageMeter } from "./WordUsageMeter";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** Back from Stripe Checkout: `?checkout=<session id>` is applied at once, `?checkout=cancelled` said. */
function useCheckoutParam() {
  const [params, setParams] = useSearchParams();
  const sync = useCheckoutReturn();
  const value = params.get("checkout");
  useEffect(() => {
    if (!value) return;
    if (value === "cancelled") toast.info("Checkout cancelled", { description: "Nothing was charged." });
    else sync.mutate(value);
    setParams(
      (next) => {
        next.delete("checkout");
        return next;
      },
      { replace: true },
    );
  }, [value, setParams, sync.mutate]);
}

/** The Stripe subscription's next date: when it renews, or when it ends after a cancellation. */
function Renewal() {
  const { data } = useBilling();
  const subscription = data?.subscription;
  if (!subscription?.currentPeriodEnd) return null;
  const date = dateFormat.format(new Date(subscription.currentPeriodEnd));
  if (subscription.status === "paused") return <p className="text-sm text-muted-foreground">Payments are paused.</p>;
  return (
    <p className="text-sm text-muted-foreground">
      {subscription.cancelAtPeriodEnd ? `Your Pro plan ends on ${date}.` : `Renews on ${date}.`}
    </p>
  );
}

function ManageBillingButton() {
  const { data } = useBilling();
  const portal = useManageBilling();
  if (!data?.canManage) return null;
  return (
    <Button className="w-fit" variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
      <ExternalLink className="h-4 w-4" aria-hidden="true" /> {portal.isPending ? "Opening..." : "Manage billing"}
    </Button>
  );
}

export function PlanCard({ me }: { me: Me }) {
  const pro = me.planType === "pro";
  const organization = useUsage().data?.organization;
  useCheckoutParam();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Badge className="w-fit text-sm">
          <Crown className="h-3.5 w-3.5" aria-hidden="true" /> {pro ? "Pro Plan" : "Free Plan"}
        </Badge>
        {pro && <Renewal />}
        <WordUsageMeter upgrade={false} />
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 text-success" aria-hidden="true" /> Account verified
          </li>
          <li className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 text-success" aria-hidden="true" />{" "}
            {pro ? "Access to all tools" : "Access to basic tools"}
          </li>
        </ul>
        {/* An organization's member runs on its pool: their managers, not a Pro plan, set their words. */}
        {organization ? (
          <p className="text-sm text-muted-foreground">
            Your words come from {possessive(organization)} monthly pool, set by its managers.
          </p>
        ) : (
          !pro && <UpgradeButton openFromLink />
        )}
        <ManageBillingButton />
      </CardContent>
    </Card>
  );
}
