import type {
  AdminOrganization,
  InvitationPreview,
  MyOrganization,
  OrgInvitation,
  OrgMember,
  OrgRole,
} from "@shared/organizations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "~/lib/api";
import { useSession } from "~/lib/session";

/** Every query of the organization screens lives under this key (one invalidation refreshes them). */
export const ORG_KEY = ["organization"] as const;

export type MemberChange = { capWords?: number | null; suspended?: boolean; role?: OrgRole };

/** The server's own words for a refused request, or a plain fallback. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Please check your connection and try again.";
}

/** The signed-in user's organization, or null (GET /api/organization). */
export function useMyOrganization() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...ORG_KEY, "mine", user?.id],
    queryFn: () => apiFetch<MyOrganization | null>("/api/organization"),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}

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

/* Platform administrators (the admin portal's Organizations tab). */

export const ADMIN_ORGS_KEY = ["admin", "organizations"] as const;

export type OrganizationInput = { name: string; poolWords: number; domains: string[]; ownerEmail?: string };

export const useAdminOrganizations = () =>
  useQuery({
    queryKey: ADMIN_ORGS_KEY,
    queryFn: () => apiFetch<AdminOrganization[]>("/api/admin/organizations"),
  });

function useAdminOrgMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export const useCreateOrganization = () =>
  useAdminOrgMutation((body: OrganizationInput) =>
    apiFetch<AdminOrganization>("/api/admin/organizations", json("POST", body)),
  );

export const useUpdateOrganization = () =>
  useAdminOrgMutation(({ id, ...body }: OrganizationInput & { id: string }) =>
    apiFetch<AdminOrganization>(`/api/admin/organizations/${id}`, json("PATCH", body)),
  );

export const useDeleteOrganization = () =>
  useAdminOrgMutation((id: string) => apiFetch<{ ok: true }>(`/api/admin/organizations/${id}`, { method: "DELETE" }));
