import type { InvitationPreview, MyOrganization, OrgInvitation, OrgMember, OrgRole } from "@shared/organizations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { ORG_KEY } from "~/lib/queries";

export type MemberChange = { capWords?: number | null; suspended?: boolean; role?: OrgRole };

export function useMembers(enabled: boolean) {
  return useQuery({
    queryKey: [...ORG_KEY, "members"],
    queryFn: () => apiFetch<OrgMember[]>("/api/organization/members"),
    enabled,
  });
}

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: [...ORG_KEY, "invitations"],
    queryFn: () => apiFetch<OrgInvitation[]>("/api/organization/invitations"),
    enabled,
  });
}

function useOrgMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the caller's own callbacks (its toast) run as soon as the server answers.
    onSettled: () => void client.invalidateQueries({ queryKey: ORG_KEY }),
  });
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const useUpdateMember = () =>
  useOrgMutation(({ userId, change }: { userId: string; change: MemberChange }) =>
    apiFetch<OrgMember>(`/api/organization/members/${encodeURIComponent(userId)}`, json("PATCH", change)),
  );

export const useRemoveMember = () =>
  useOrgMutation((userId: string) =>
    apiFetch<{ ok: true }>(`/api/organization/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  );

export const useInvite = () =>
  useOrgMutation((body: { email: string; role: OrgRole }) =>
    apiFetch<OrgInvitation>("/api/organization/invitations", json("POST", body)),
  );

export const useRevokeInvitation = () =>
  useOrgMutation((id: string) =>
    apiFetch<{ ok: true }>(`/api/organization/invitations/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );

export const useToolSwitch = () =>
  useOrgMutation(({ slug, enabled }: { slug: string; enabled: boolean }) =>
    apiFetch<{ disabledTools: string[] }>(
      `/api/organization/tools/${encodeURIComponent(slug)}`,
      json("PUT", { enabled }),
    ),
  );

export const useAcceptInvitation = () =>
  useOrgMutation((token: string) =>
    apiFetch<MyOrganization>("/api/organization/invitations/accept", json("POST", { token })),
  );

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [...ORG_KEY, "preview", token],
    queryFn: () =>
      apiFetch<InvitationPreview>(`/api/organization/invitations/preview?token=${encodeURIComponent(token)}`),
    retry: false,
  });
}
