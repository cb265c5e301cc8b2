import type { DescribeVoiceAnswer } from "@shared/describe-voice";
import type { OrgActivityEntry } from "@shared/organizations";
import type { OrganizationGuideAnswer, PersonalGuideAnswer } from "@shared/style-guide";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { DOCUMENTS_KEY } from "~/lib/documents";
import { ORG_KEY, USAGE_QUERY_KEY, useSession } from "~/lib/queries";
import type { GuideKind } from "./guide-form";

/** The person's own guide and the one their checks follow (the answer carries both). */
export const PERSONAL_GUIDE_KEY = ["me", "style-guide"] as const;
/** Under the organization's key: leaving or joining one refreshes it with the rest. */
export const ORG_GUIDE_KEY = [...ORG_KEY, "style-guide"] as const;
export const ORG_ACTIVITY_KEY = [...ORG_KEY, "activity"] as const;

const ADDRESS: Record<GuideKind, string> = {
  organization: "/api/organization/style-guide",
  personal: "/api/me/style-guide",
};

export function useOrganizationGuide(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...ORG_GUIDE_KEY, user?.id],
    queryFn: () => apiFetch<OrganizationGuideAnswer>(ADDRESS.organization),
    enabled: enabled && Boolean(user),
  });
}

export function usePersonalGuide() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...PERSONAL_GUIDE_KEY, user?.id],
    queryFn: () => apiFetch<PersonalGuideAnswer>(ADDRESS.personal),
    enabled: Boolean(user),
  });
}

/** The organization's newest changes (owners and managers). */
export function useOrganizationActivity(enabled: boolean) {
  return useQuery({
    queryKey: ORG_ACTIVITY_KEY,
    queryFn: () => apiFetch<OrgActivityEntry[]>("/api/organization/activity"),
    enabled,
  });
}

type Answer<K extends GuideKind> = K extends "organization" ? OrganizationGuideAnswer : PersonalGuideAnswer;

/**
 * Saves a guide (`baseVersion`: the version the form was loaded from; the server refuses with 409
 * when someone saved since). Either guide can change what the person's checks follow, and an
 * organization's save is a new activity entry: both are read again.
 */
export function useSaveGuide<K extends GuideKind>(kind: K) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { baseVersion: number }) =>
      apiFetch<Answer<K>>(ADDRESS[kind], { method: "PUT", body: JSON.stringify(body) }),
    onSuccess: (answer) => {
      const key = kind === "organization" ? ORG_GUIDE_KEY : PERSONAL_GUIDE_KEY;
      client.setQueryData([...key, user?.id], answer);
      if (kind === "organization") {
        void client.invalidateQueries({ queryKey: ORG_ACTIVITY_KEY });
        void client.invalidateQueries({ queryKey: PERSONAL_GUIDE_KEY });
      }
      void client.invalidateQueries({ queryKey: ["style-guide"] });
    },
  });
}

/** POST …/describe-voice: a charged run that describes the voice of the example texts. */
export function useDescribeVoice(kind: GuideKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (examples: string[]) =>
      apiFetch<DescribeVoiceAnswer>(`${ADDRESS[kind]}/describe-voice`, {
        method: "POST",
        body: JSON.stringify({ examples }),
      }),
    // Charged (or refused) like any run: the word meters and the documents list are read again.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      void client.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}

/** A query read again now: its fresh data, or its error thrown (never the stale data it still holds). */
export async function readAgain<T>(query: { refetch: () => Promise<{ isError: boolean; error: unknown; data?: T }> }) {
  const read = await query.refetch();
  if (read.isError) throw read.error;
  return read.data;
}
