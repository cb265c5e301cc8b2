import { TOOLS, type ToolEntry } from "@shared/tools";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizationMembers, organizations } from "../db/schema";
import type { Switches } from "../kill-switches/switches";

/**
 * The tools a user's run may start with now, as the protocol surfaces list them (MCP's tools, the
 * OpenAI endpoint's models): every tool whose switch is on, and that their organization has not
 * turned off; during the emergency stop, only those whose offline rules still answer. The run core
 * refuses the others with the same reasons (preflight.ts, the start statement).
 */
export async function usableTools(deps: { db: Db; switches: Switches }, userId: string): Promise<ToolEntry[]> {
  const state = await deps.switches.read();
  const [org] = await deps.db
    .select({ disabled: organizations.disabledTools })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId));
  const orgOff = new Set(org?.disabled ?? []);
  return TOOLS.filter(
    (tool) =>
      state.toolEnabled(tool) && !orgOff.has(tool.slug) && (!state.globalDisabled || Boolean(tool.offlineRules)),
  );
}
