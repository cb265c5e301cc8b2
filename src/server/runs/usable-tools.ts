import { TOOLS, type ToolEntry } from "@shared/tools";
import type { Switches } from "../kill-switches/switches";

/**
 * The tools a run may start with now, as the protocol surfaces list them (MCP's tools, the OpenAI
 * endpoint's models): every tool whose switch is on; during the emergency stop, only those whose
 * offline rules still answer (preflight.ts refuses the others with the same reasons).
 */
export async function usableTools(switches: Switches): Promise<ToolEntry[]> {
  const state = await switches.read();
  return TOOLS.filter((tool) => state.toolEnabled(tool) && (!state.globalDisabled || Boolean(tool.offlineRules)));
}
