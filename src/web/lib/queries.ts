import type { Me } from "@shared/api";
import type { MyOrganization } from "@shared/organizations";
import type { EffectiveGuide } from "@shared/style-guide";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api";
import { useSession } from "./session";

// Signed-in screens read these through this module; public pages import them from their own
// modules, which do not load the query library.
export { DEFAULT_SUPPORT_EMAIL, type PublicConfig, useConfig } from "./public-config";
export { useSession } from "./session";

/** For an organization's member, `organization` names it: the limit is what their cap and its pool allow. */
export type Usage = { wordsUsed: number; wordsLimit: number; remaining: number; organization?: string | null };
/** `orgDisabledBy`: the member's organization that turned this tool off for its members. */
export type ToolAvailability = { globalDisabled: boolean; toolEnabled: boolean; orgDisabledBy?: string | null };
export type AiStatus = {
  provider: string;
  state: "ready" | "downloading" | "loading" | "unavailable" | "error";
  model: string | null;
  percent?: number;
  error?: string;
};

/** The signed-in user's profile. Keyed by user id, so signing in or out never shows someone else's data. */
export function useMe() {
  const { user } = useSession();
  return useQuery({
    queryKey: ["me", user?.id],
    queryFn: () => apiFetch<Me>("/api/me"),
    enabled: Boolean(user),
  });
}

/** Prefix of every word-meter query: invalidate it after anything that spends words. */
export const USAGE_QUERY_KEY = ["usage"] as const;

/** This month's words for every word meter (GET /api/me/usage). */
export function useUsage() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...USAGE_QUERY_KEY, user?.id],
    queryFn: () => apiFetch<Usage>("/api/me/usage"),
    enabled: Boolean(user),
  });
}

/** Kill switches as the tool page sees them on load; always fresh, since an admin may flip them any time. */
export function useToolAvailability(slug: string) {
  return useQuery({
    queryKey: ["tool-availability", slug],
    queryFn: () => apiFetch<ToolAvailability>(`/api/tools/${encodeURIComponent(slug)}/availability`),
    staleTime: 0,
  });
}

/**
 * The model's readiness, for signed-in users only (visitors are not told which model serves the app);
 * polled while it is downloading or loading so the notice follows along.
 */
export function useAiStatus() {
  const { user } = useSession();
  return useQuery({
    queryKey: ["ai-status", user?.id],
    queryFn: () => apiFetch<AiStatus>("/api/ai/status"),
    enabled: Boolean(user),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "downloading" || state === "loading" ? 3000 : false;
    },
  });
}

/** Every query of the organization screens lives under this key (one invalidation refreshes them). */
export const ORG_KEY = ["organization"] as const;

/** The signed-in user's organization, or null (GET /api/organization): the menu, the profile and its page. */
export function useMyOrganization() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...ORG_KEY, "mine", user?.id],
    queryFn: () => apiFetch<MyOrganization | null>("/api/organization"),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}

/** Every style guide query lives under this key: a saved guide invalidates it. */
export const STYLE_GUIDE_KEY = ["style-guide"] as const;

/**
 * The style guide the signed-in user's runs follow (GET /api/me/style-guide/effective): the tool
 * pages say so. Read again when the window regains focus: a guide saved in another tab applies.
 */
export function useEffectiveGuide() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...STYLE_GUIDE_KEY, "effective", user?.id],
    queryFn: () => apiFetch<EffectiveGuide>("/api/me/style-guide/effective"),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}
