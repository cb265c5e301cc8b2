import type { ConnectedApp } from "@shared/connected-apps";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { useSession } from "~/lib/session";

const APPS = ["connected-apps"] as const;

/** The apps the signed-in user let act for them over OAuth (GET /api/me/connected-apps). */
export function useConnectedApps() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...APPS, user?.id],
    queryFn: async () => (await apiFetch<{ apps: ConnectedApp[] }>("/api/me/connected-apps")).apps,
    enabled: Boolean(user),
    staleTime: 0,
  });
}

export function useRefreshConnectedApps() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: APPS });
}

export const disconnectApp = (clientId: string) =>
  apiFetch<{ disconnected: true }>(`/api/me/connected-apps/${encodeURIComponent(clientId)}`, { method: "DELETE" });
