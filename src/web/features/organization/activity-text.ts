import { activityText as whatChanged } from "@shared/org-activity";
import type { OrgActivityEntry } from "@shared/organizations";

/**
 * One change in words, after the name of who made it: "Olive Owner updated the style guide ·
 * version 3 · 12 terms" (@shared/org-activity words each kind). An account deleted since is "Someone".
 */
export function activityText(entry: Pick<OrgActivityEntry, "action" | "details" | "actor">): string {
  return `${entry.actor ?? "Someone"} ${whatChanged(entry)}`;
}
