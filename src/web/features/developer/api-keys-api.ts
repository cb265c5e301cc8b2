import type { ApiKeySummary, CreateApiKey, CreatedApiKey } from "@shared/api-v1";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { useSession } from "~/lib/session";

const KEYS = ["api-keys"] as const;

/** The signed-in user's API keys (GET /api/api-keys). */
export function useApiKeys() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...KEYS, user?.id],
    queryFn: async () => (await apiFetch<{ keys: ApiKeySummary[] }>("/api/api-keys")).keys,
    enabled: Boolean(user),
    staleTime: 0,
  });
}

export function useRefreshApiKeys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEYS });
}

export const createApiKey = (body: CreateApiKey) =>
  apiFetch<CreatedApiKey>("/api/api-keys", { method: "POST", body: JSON.stringify(body) });

export const revokeApiKey = (id: string) => apiFetch<{ revoked: true }>(`/api/api-keys/${id}`, { method: "DELETE" });
