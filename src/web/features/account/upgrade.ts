import type { BillingRedirect, BillingState, UpgradeRequestState } from "@shared/upgrade";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, apiFetch } from "~/lib/api";
import { useSession } from "~/lib/queries";

export { UPGRADE_PATH } from "@shared/upgrade";

/** Refusals that an upgrade would lift: their toasts offer "Upgrade to Pro". */
export const LIMIT_CODES: readonly string[] = [
  "WORD_LIMIT_REACHED",
  "WORD_LIMIT_EXCEEDED",
  "INPUT_EXCEEDS_REMAINING",
  "ESTIMATE_EXCEEDS_REMAINING",
];

const key = (userId?: string) => ["billing", userId] as const;

/** How this install takes upgrades (Stripe or a request), the user's pending request and subscription. */
export function useBilling() {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id),
    queryFn: () => apiFetch<BillingState>("/api/billing"),
    enabled: Boolean(user),
  });
}

const paymentError = (error: Error) =>
  toast.error(error instanceof ApiError ? error.title : "Error", {
    description:
      error instanceof ApiError ? error.message : "We could not reach the payment service. Please try again.",
  });

/**
 * Leaves for a Stripe page (Checkout, or the customer portal for "Manage billing"). The mutation
 * stays pending while the browser navigates, so its button cannot be pressed twice.
 */
function useStripeRedirect(path: string) {
  return useMutation({
    mutationFn: async () => {
      const { url } = await apiFetch<BillingRedirect>(path, { method: "POST", body: "{}" });
      window.location.assign(url);
      await new Promise(() => {}); // the page is going away
    },
    onError: paymentError,
  });
}

export const useCheckout = () => useStripeRedirect("/api/billing/checkout");
export const useManageBilling = () => useStripeRedirect("/api/billing/portal");

/**
 * Back from Checkout (`?checkout=<session id>`): asks the server to apply the subscription now
 * (Stripe's webhook may come later), then refreshes the plan, the meter and the billing state.
 */
export function useCheckoutReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch<{ complete: boolean }>(`/api/billing/checkout/${encodeURIComponent(sessionId)}/sync`, {
        method: "POST",
        body: "{}",
      }),
    onSuccess: async ({ complete }) => {
      await queryClient.invalidateQueries();
      if (complete)
        toast.success("Welcome to Pro", { description: "Your payment went through and Pro is active now." });
      else toast.info("Payment not finished", { description: "Checkout was not completed, so nothing was charged." });
    },
    onError: paymentError,
  });
}

/** Sends the request to the administrators; the toast says what happened in either case. */
export function useRequestUpgrade(onDone?: () => void) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UpgradeRequestState>("/api/billing/upgrade-request", { method: "POST", body: "{}" }),
    onSuccess: (state) => {
      queryClient.setQueryData<BillingState>(key(user?.id), (billing) =>
        billing ? { ...billing, request: state.request } : billing,
      );
      toast.success("Upgrade requested", {
        description: "Your administrators have been asked to move you to Pro. They will get back to you by email.",
      });
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "ALREADY_PRO") {
        void queryClient.invalidateQueries({ queryKey: ["me"] });
      }
      toast.error(error instanceof ApiError ? error.title : "Error", {
        description: error instanceof ApiError ? error.message : "We could not send your request. Please try again.",
      });
    },
  });
}
