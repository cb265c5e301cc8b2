import type {
  AdminStats,
  AdminUser,
  BillingStats,
  RunSurface,
  SubscriptionRow,
  UsageLogRow,
  UsageToolOption,
} from "@shared/admin";
import type { PLAN_TYPES, Role, Status } from "@shared/api";
import type { AdminUpgradeRequest } from "@shared/upgrade";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, errorFromResponse } from "~/lib/api";
import { saveBlob } from "~/lib/download";

/** Every admin query lives under this key, so one invalidation refreshes what an action changed. */
export const ADMIN_KEY = ["admin"] as const;

export type UserFilters = { search: string; role: "all" | Role; status: "all" | Status; page: number };
export type UserPage = { users: AdminUser[]; total: number; page: number; pageSize: number };
/** `tool` is "all" or a tool's slug (what usage_logs.tool_name holds). */
export type UsageFilters = {
  search: string;
  tool: string;
  surface: "all" | RunSurface;
  sort: "date" | "words" | "user";
  page: number;
};
export type UsagePage = { logs: UsageLogRow[]; page: number; hasMore: boolean };
export type SubscriptionFilters = { search: string; status: "all" | SubscriptionRow["status"] };
export type Setting = { key: string; value: boolean; updatedAt: string; updatedBy: string | null };
export type ActivityEntry = {
  id: string;
  adminEmail: string;
  action: string;
  details: Record<string, unknown> | null;
  createdAt: string;
};
export type UserChange = {
  status?: Status;
  planType?: (typeof PLAN_TYPES)[number];
  wordsLimit?: number;
  role?: Role;
};

export const USERS_PAGE_SIZE = 25;

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const useAdminStats = () =>
  useQuery({ queryKey: [...ADMIN_KEY, "stats"], queryFn: () => apiFetch<AdminStats>("/api/admin/stats") });

export const useAdminUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: [...ADMIN_KEY, "users", filters],
    queryFn: () => apiFetch<UserPage>(`/api/admin/users?${qs({ ...filters, pageSize: USERS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

export const useUsageLogs = (filters: UsageFilters) =>
  useQuery({
    queryKey: [...ADMIN_KEY, "usage-logs", filters],
    queryFn: () => apiFetch<UsagePage>(`/api/admin/usage-logs?${qs(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useUsageTools = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, "usage-tools"],
    queryFn: () => apiFetch<UsageToolOption[]>("/api/admin/usage-logs/tools"),
  });

export const useBillingStats = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, "billing", "stats"],
    queryFn: () => apiFetch<BillingStats>("/api/admin/billing/stats"),
  });

export const useSubscriptions = (filters: SubscriptionFilters) =>
  useQuery({
    queryKey: [...ADMIN_KEY, "billing", "subscriptions", filters],
    queryFn: () => apiFetch<SubscriptionRow[]>(`/api/admin/billing/subscriptions?${qs(filters)}`),
    placeholderData: keepPreviousData,
  });

/** Switches change under other admins' hands and decide whether AI runs: always read fresh. */
/** Whether this server can hand out a backup (the embedded database), or how to make one instead. */
export type BackupStatus = { available: true; secretFromEnvironment: boolean } | { available: false; message: string };

export const useBackupStatus = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, "backup"],
    queryFn: () => apiFetch<BackupStatus>("/api/admin/backup/status"),
  });

/**
 * The backup file and the name the server suggests for it. A POST, so the server's origin check
 * stands before the backup is built; a fetch, because a form post would carry `Origin: null` under
 * our `Referrer-Policy: no-referrer`, which the check refuses (docs/decisions/0030-backups.md).
 */
export async function fetchBackup(): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch("/api/admin/backup", { method: "POST", credentials: "same-origin" });
  if (!response.ok) throw await errorFromResponse(response);
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "quillstack-backup.tar.gz";
  return { blob: await response.blob(), filename };
}

export const useDownloadBackup = () =>
  useMutation({
    mutationFn: fetchBackup,
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
  });

export const useSettings = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, "settings"],
    queryFn: () => apiFetch<Setting[]>("/api/admin/settings"),
    staleTime: 0,
  });

export const useActivity = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, "activity"],
    queryFn: () => apiFetch<ActivityEntry[]>("/api/admin/activity"),
    staleTime: 0,
  });

/** Refreshes the given admin areas plus the activity log every admin action writes to. */
function useRefresh() {
  const client = useQueryClient();
  return (...areas: string[]) =>
    Promise.all([...areas, "activity"].map((area) => client.invalidateQueries({ queryKey: [...ADMIN_KEY, area] })));
}

export function useUpdateUser() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) =>
      apiFetch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: JSON.stringify(change),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["me"] });
      return refresh("users", "stats");
    },
  });
}

export function useResetUsage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}/reset-usage`, { method: "POST" }),
    onSuccess: () => refresh("users", "stats"),
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => refresh("users", "stats", "usage-logs", "usage-tools", "billing"),
  });
}

export function useUpdateSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SubscriptionRow["status"] }) =>
      apiFetch<SubscriptionRow>(`/api/admin/billing/subscriptions/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: JSON.stringify({ status }),
      }),
    onSuccess: () => refresh("billing"),
  });
}

/** Pending upgrade requests (no payment provider), oldest first. */
export const useUpgradeRequests = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, "billing", "upgrade-requests"],
    queryFn: () => apiFetch<AdminUpgradeRequest[]>("/api/admin/billing/upgrade-requests"),
  });

/** Grants (Pro, its words, a subscription at its price) or dismisses a request. */
export function useDecideUpgrade() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "grant" | "dismiss" }) =>
      apiFetch<{ id: string; status: string }>(
        `/api/admin/billing/upgrade-requests/${encodeURIComponent(id)}/${decision}`,
        { method: "POST", body: "{}" },
      ),
    onSettled: () => refresh("billing", "users", "stats"),
  });
}

export function useUpdateSetting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: boolean }) =>
      apiFetch<{ key: string; value: boolean; previous: boolean | null }>(
        `/api/admin/settings/${encodeURIComponent(key)}`,
        { method: "PUT", body: JSON.stringify({ value }) },
      ),
    onSuccess: () => refresh("settings"),
  });
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
