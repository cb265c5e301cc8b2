import type { OrgActivityEntry } from "@shared/organizations";

/** What each kind of change did, after the name of who made it. */
const DID: Record<string, string> = {
  "style_guide.updated": "updated the style guide",
};

const formatNumber = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * One change in words: "Olive Owner updated the style guide · version 3 · 12 terms". An unknown
 * kind of change (from a newer server) is shown by its name; an account deleted since is "Someone".
 */
export function activityText(entry: Pick<OrgActivityEntry, "action" | "details" | "actor">): string {
  const parts = [`${entry.actor ?? "Someone"} ${DID[entry.action] ?? entry.action}`];
  const { version, terms } = entry.details;
  if (typeof version === "number") parts.push(`version ${formatNumber(version)}`);
  if (typeof terms === "number") parts.push(plural(terms, "term", "terms"));
  return parts.join(" · ");
}
