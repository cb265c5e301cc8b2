import type { OrgActivityEntry } from "./organizations";
import { findTool } from "./tools";

const ROLE_NAMES: Record<string, string> = { owner: "owner", manager: "manager", member: "member" };

const str = (value: unknown) => (typeof value === "string" ? value : "");
const someone = (details: Record<string, unknown>) => str(details.memberName) || "a former member";
const toolName = (slug: unknown) => findTool(str(slug))?.name ?? str(slug);

/**
 * What one change of an organization did, as a sentence after its actor's name ("Olive Owner
 * updated the style guide · version 3 · 12 terms"). The server records facts; the words are here.
 */
export function activityText(entry: Pick<OrgActivityEntry, "action" | "details">): string {
  const d = entry.details;
  switch (entry.action) {
    case "style_guide.updated": {
      const parts = ["updated the style guide"];
      if (typeof d.version === "number") parts.push(`version ${d.version.toLocaleString("en-US")}`);
      if (typeof d.terms === "number") {
        parts.push(`${d.terms.toLocaleString("en-US")} ${d.terms === 1 ? "term" : "terms"}`);
      }
      return parts.join(" · ");
    }
    case "member.updated": {
      const parts: string[] = [];
      if (typeof d.role === "string") parts.push(`made ${someone(d)} ${ROLE_NAMES[d.role] ?? d.role}`);
      if (d.capWords === null) parts.push(`removed ${someone(d)}'s cap`);
      else if (typeof d.capWords === "number") {
        parts.push(`set ${someone(d)}'s cap to ${d.capWords.toLocaleString("en-US")} words`);
      }
      if (d.suspended === true) parts.push(`suspended ${someone(d)}`);
      if (d.suspended === false) parts.push(`lifted ${someone(d)}'s suspension`);
      return parts.join(" and ") || `changed ${someone(d)}`;
    }
    case "member.removed":
      return `removed ${someone(d)}`;
    case "member.left":
      return "left the organization";
    case "invitation.sent":
      return `invited ${str(d.email)} as ${ROLE_NAMES[str(d.role)] ?? "member"}`;
    case "invitation.revoked":
      return `revoked the invitation of ${str(d.email)}`;
    case "tool.disabled":
      return `turned off the ${toolName(d.tool)}`;
    case "tool.enabled":
      return `turned on the ${toolName(d.tool)}`;
    default:
      return entry.action;
  }
}
