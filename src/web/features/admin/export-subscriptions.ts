import { errorFromResponse } from "~/lib/api";
import { saveBlob } from "~/lib/download";
import type { SubscriptionFilters } from "./admin-api";

/** Downloads the server-built CSV (quoted, injection-safe) under the name the server gives it. */
export async function exportSubscriptions(filters: SubscriptionFilters): Promise<string> {
  const query = new URLSearchParams(filters).toString();
  const response = await fetch(`/api/admin/billing/subscriptions/export?${query}`, { credentials: "same-origin" });
  if (!response.ok) throw await errorFromResponse(response);
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename =
    /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `subscriptions-${new Date().toISOString().slice(0, 10)}.csv`;
  saveBlob(await response.blob(), filename);
  return filename;
}
