/**
 * Who is signed in (lib/session.ts has the hook), for every page, without the Better Auth client in the first load.
 *
 * In the browser the session request starts as soon as this module runs, before hydration, so the
 * header and the guarded pages know the answer early. The Better Auth client (lib/auth-client.ts)
 * is loaded after hydration, or sooner by a page that uses it; from then on its session store is
 * the source (sign-in, sign-out, refresh on focus, other tabs) and this module mirrors it. Its
 * first session request is answered with the response already in flight, so a page asks once.
 */
export type SessionUser = { id: string; email: string; name: string; image?: string | null };
export type SessionState = { user: SessionUser | null; isPending: boolean };

export const PENDING_SESSION: SessionState = { user: null, isPending: true };
const SESSION_PATH = "/api/auth/get-session";

let state = PENDING_SESSION;
let connected = false;
const listeners = new Set<() => void>();

export const sessionSnapshot = () => state;
export const isAuthClientConnected = () => connected;

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(user: SessionUser | null, isPending = false) {
  if (state.isPending === isPending && JSON.stringify(state.user) === JSON.stringify(user)) return;
  state = { user, isPending };
  for (const listener of listeners) listener();
}

let early: Promise<Response> | null = null;
if (typeof window !== "undefined") {
  early = fetch(SESSION_PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
  early
    .then((response) => (response.ok ? response.clone().json() : null))
    .then(
      (body: { user?: SessionUser } | null) => {
        if (!connected) publish(body?.user ?? null);
      },
      () => {
        // Offline or refused: Better Auth asks again once it is loaded.
      },
    );
}

/**
 * The fetch Better Auth uses: its first session request gets the response this module already
 * asked for (once, and only while nothing else has been asked); everything else goes out as usual.
 */
export function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (early && method === "GET" && new URL(url, window.location.href).pathname === SESSION_PATH) {
    const response = early;
    early = null;
    return response.then((r) => r.clone());
  }
  early = null;
  return fetch(input, init);
}

type SessionAtom = {
  subscribe: (listener: (value: { data: { user: SessionUser } | null; isPending: boolean }) => void) => () => void;
};

/** Called once by lib/auth-client.ts: from now on Better Auth's session store is the source. */
export function connectSessionStore(atom: SessionAtom): void {
  if (connected) return;
  connected = true;
  // Its state before its first answer says nothing new (this module may know already); after
  // that it is mirrored as it is, pending included (a refetch after signing in, for one).
  let answered = false;
  atom.subscribe((value) => {
    answered ||= !value.isPending;
    if (answered) publish(value.data?.user ?? null, value.isPending);
  });
}
