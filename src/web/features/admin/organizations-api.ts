import type { AdminOrganization } from "@shared/organizations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";

/* Platform administrators' organizations (the admin portal's Organizations tab). */

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

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
