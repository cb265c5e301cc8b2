import { useQuery } from "@tanstack/react-query";
import type { Me } from "../../shared/api";
import { apiFetch } from "./api";
import { authClient } from "./auth-client";

export type PublicConfig = { googleEnabled: boolean; supportEmail: string };

export const DEFAULT_SUPPORT_EMAIL = "support@quillstack.local";

export function useConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => apiFetch<PublicConfig>("/api/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The session as the shell sees it: pending until Better Auth answers, then a user or null. */
export function useSession() {
  const { data, isPending } = authClient.useSession();
  return { user: data?.user ?? null, isPending };
}

/** The signed-in user's profile. Keyed by user id, so signing in or out never shows someone else's data. */
export function useMe() {
  const { user } = useSession();
  return useQuery({
    queryKey: ["me", user?.id],
    queryFn: () => apiFetch<Me>("/api/me"),
    enabled: Boolean(user),
  });
}
