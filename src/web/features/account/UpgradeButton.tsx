import { PLANS } from "@shared/plans";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useSearchParams } from "~/lib/nav";
import { useBilling, useCheckout, useRequestUpgrade } from "./upgrade";

const pro = PLANS.find((plan) => plan.id === "professional");
const proWords = pro?.words.toLocaleString("en-US") ?? "50,000";
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/**
 * "Upgrade to Pro": asks for confirmation, then opens Stripe Checkout where the install takes
 * payments, or sends the request to the administrators where it does not (and, once sent, says so
 * instead of offering it again). `openFromLink` opens the dialog when the page was reached through
 * an upgrade link (`?upgrade=pro`), e.g. from the pricing cards or a limit refusal.
 */
export function UpgradeButton({ openFromLink = false, size }: { openFromLink?: boolean; size?: "sm" }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const { data, isPending } = useBilling();
  const request = useRequestUpgrade(() => setOpen(false));
  const checkout = useCheckout();
  const stripe = data?.provider === "stripe";

  const linked = openFromLink && params.get("upgrade") === "pro";
  useEffect(() => {
    if (!linked || isPending) return;
    if (!data?.request) setOpen(true);
    setParams(
      (next) => {
        next.delete("upgrade");
        return next;
      },
      { replace: true },
    );
  }, [linked, isPending, data?.request, setParams]);

  if (isPending) return null;
  if (data?.request && !stripe) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Upgrade requested on {dateFormat.format(new Date(data.request.createdAt))}. Your administrators will be in
        touch.
      </p>
    );
  }
  return (
    <>
      <Button className="w-fit" size={size} onClick={() => setOpen(true)}>
        <Crown className="h-4 w-4" aria-hidden="true" /> Upgrade to Pro
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Upgrade to Pro"
        description={
          stripe
            ? `Pro gives you ${proWords} words a month and every tool for ${pro?.price ?? "$19"} ${pro?.period ?? "per month"}. You pay on Stripe's secure checkout page and can cancel any time from Manage billing.`
            : `Pro gives you ${proWords} words a month and every tool. Your administrators set it up: we'll send them your request and they'll get back to you by email.`
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          {stripe ? (
            <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
              {checkout.isPending ? "Opening checkout..." : "Continue to checkout"}
            </Button>
          ) : (
            <Button onClick={() => request.mutate()} disabled={request.isPending}>
              {request.isPending ? "Sending..." : "Send request"}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  );
}
