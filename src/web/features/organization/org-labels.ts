import type { OrgRole } from "@shared/organizations";
import { findTool } from "@shared/tools";

export const ROLE_LABEL: Record<OrgRole, string> = { owner: "Owner", manager: "Manager", member: "Member" };
export const ROLE_CHOICES = (["member", "manager", "owner"] as const).map((value) => ({
  value,
  label: ROLE_LABEL[value],
}));
/** A tool's display name, or its slug when the tool no longer exists. */
export const toolName = (slug: string) => findTool(slug)?.name ?? slug;
