import { type ToolEntry, toolSwitchKey } from "@shared/tools";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

export const GLOBAL_SWITCH_KEY = "global_api_disabled";

/** True/false settings may be stored as JSON booleans or the strings "true"/"false". */
function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Read from the database on every run, so every app instance obeys a switch at once. */
export async function isGloballyDisabled(db: Db): Promise<boolean> {
  return asBoolean(await readSetting(db, GLOBAL_SWITCH_KEY)) === true; // a missing row means inactive
}

export async function isToolEnabled(db: Db, tool: ToolEntry): Promise<boolean> {
  return asBoolean(await readSetting(db, toolSwitchKey(tool))) !== false; // a missing row means enabled
}
