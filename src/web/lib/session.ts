import { useEffect, useSyncExternalStore } from "react";
import {
  isAuthClientConnected,
  PENDING_SESSION,
  type SessionState,
  type SessionUser,
  sessionSnapshot,
  subscribeSession,
} from "./session-store";

export type { SessionState, SessionUser };

let loading = false;

/** Loads the Better Auth client once, after hydration; it takes over the session store (session-store.ts). */
function loadAuthClient() {
  if (loading || isAuthClientConnected()) return;
  loading = true;
  setTimeout(() => void import("./auth-client"), 0);
}

/** The session as the shell sees it: pending until the server answers, then a user or null. */
export function useSession(): SessionState {
  useEffect(loadAuthClient, []);
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => PENDING_SESSION);
}

const userSnapshot = () => sessionSnapshot().user;
const noUser = () => null;

/**
 * Only who is signed in, for components that do not show the pending state. A visitor's page then
 * does not re-render them when the session answer arrives right after hydration (an external
 * store's change re-renders its readers synchronously, in one task): the user stays `null`.
 * See docs/decisions/0004-hydration-tasks.md.
 */
export function useSessionUser(): SessionUser | null {
  useEffect(loadAuthClient, []);
  return useSyncExternalStore(subscribeSession, userSnapshot, noUser);
}
