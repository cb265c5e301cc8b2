import type { UpgradeRequestState } from "@shared/upgrade";
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

const key = (userId?: string) => ["upgrade-request", userId] as const;

/** The signed-in user's pending upgrade request, if any. */
export function useUpgradeRequest() {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id),
    queryFn: () => apiFetch<UpgradeRequestState>("/api/billing/upgrade-request"),
    enabled: Boolean(user),
  });
}

/** Sends the request to the administrators; the toast says what happened in either case. */
export function useRequestUpgrade(onDone?: () => void) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UpgradeRequestState>("/api/billing/upgrade-request", { method: "POST", body: "{}" }),
    onSuccess: (state) => {
      queryClient.setQueryData(key(user?.id), state);
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
