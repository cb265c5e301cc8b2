import { type ToolEntry, toolSwitchKey } from "@shared/tools";
import type { Changes } from "../db/changes";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

export const GLOBAL_SWITCH_KEY = "global_api_disabled";

/**
 * Even with no change heard, the settings are read again this often: a safety net under the
 * LISTEN connection (a notification lost in a way the connection never reported).
 */
const MAX_AGE_MS = 5_000;

/** True/false settings may be stored as JSON booleans or the strings "true"/"false". */
function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

export type SwitchState = { globalDisabled: boolean; toolEnabled: (tool: ToolEntry) => boolean };

export type Switches = {
  /** The kill switches as they stand: from memory, read again after any instance changed one. */
  read: () => Promise<SwitchState>;
  /** Tells every instance that a switch changed (after the change is committed). */
  changed: () => Promise<void>;
  /** Called with the new state whenever a change was heard (to stop the runs a switch now forbids). */
  onChange: (listener: (state: SwitchState) => void) => void;
};

function stateOf(rows: { key: string; value: unknown }[]): SwitchState {
  const values = new Map(rows.map((row) => [row.key, asBoolean(row.value)]));
  return {
    globalDisabled: values.get(GLOBAL_SWITCH_KEY) === true, // a missing row means inactive
    toolEnabled: (tool) => values.get(toolSwitchKey(tool)) !== false, // a missing row means enabled
  };
}

/** The switches as the database holds them now. */
export async function readSwitches(db: Db): Promise<SwitchState> {
  return stateOf(await db.select({ key: settings.key, value: settings.value }).from(settings));
}

/**
 * The settings table in memory. Every run checks the switches, so reading them from the database
 * each time cost a round trip per run; instead a change is published (PostgreSQL NOTIFY, or in
 * process on PGlite) and every instance reads the table again before its next run.
 */
export function createSwitches(db: Db, changes: Changes): Switches {
  let cached: { state: SwitchState; at: number } | null = null;
  let loading: Promise<SwitchState> | null = null;
  // Bumped by every change heard: a read that started before a change must not be kept as current.
  let generation = 0;
  const listeners: ((state: SwitchState) => void)[] = [];

  const load = () => {
    const started = generation;
    const read = readSwitches(db)
      .then((state) => {
        if (generation === started) cached = { state, at: Date.now() };
        return state;
      })
      .finally(() => {
        if (loading === read) loading = null;
      });
    loading = read;
    return read;
  };

  const read = async () => {
    if (cached && Date.now() - cached.at < MAX_AGE_MS) return cached.state;
    return loading ?? load();
  };

  changes.subscribe((heard) => {
    if (heard.topic === "user" || heard.topic === "mcp-cancel") return;
    generation++;
    cached = null;
    loading = null;
    if (listeners.length === 0) return;
    load().then(
      (state) => {
        for (const listener of listeners) listener(state);
      },
      () => undefined, // the next read tries again
    );
  });

  return {
    read,
    changed: () => changes.publish({ topic: "settings" }),
    onChange: (listener) => listeners.push(listener),
  };
}
