import { DIALECTS, type Dialect } from "@shared/checking/dialect";

/**
 * The writer's choices for checking, kept in this browser's localStorage: there is no account
 * setting for the English dialect (the grammar checker asks on each run), so the editor remembers
 * the last one chosen, per user, and whether the issue panel was open.
 */

const dialectKey = (userId: string) => `editor-dialect:${userId}`;
const PANEL_KEY = "editor-issue-panel";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, a policy): the defaults apply
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered; this page still uses the choice
  }
}

export function savedDialect(userId: string | undefined): Dialect {
  const value = userId ? read(dialectKey(userId)) : null;
  return DIALECTS.find((d) => d === value) ?? "american";
}

export function saveDialect(userId: string | undefined, dialect: Dialect): void {
  if (userId) write(dialectKey(userId), dialect);
}

export const savedPanelOpen = (): boolean => read(PANEL_KEY) === "open";
export const savePanelOpen = (open: boolean): void => write(PANEL_KEY, open ? "open" : "closed");
