import { useMutation, useQuery } from "@tanstack/react-query";

/** What Better Auth's OAuth provider tells anyone signed in about a registered client. */
export type PublicClient = { client_id: string; client_name?: string; client_uri?: string };

/** Better Auth's own error shape for the OAuth endpoints (not the app's `{error: {…}}`). */
type OAuthErrorBody = { error?: string; error_description?: string; message?: string };

async function oauthFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => null)) as (T & OAuthErrorBody) | null;
  if (!response.ok) {
    const reason = body?.error_description ?? body?.message;
    throw new Error(reason ? `${reason[0].toUpperCase()}${reason.slice(1)}.` : `Request failed (${response.status}).`);
  }
  return body as T;
}

/**
 * The app's public fields. Signed out, they are asked for with the signed authorization request
 * itself (Better Auth's pre-login lookup checks its signature), so the page can name the app before
 * the person signs in.
 */
export function usePublicClient(clientId: string, oauthQuery: string, signedIn: boolean) {
  return useQuery({
    queryKey: ["oauth-client", clientId, signedIn],
    queryFn: () =>
      signedIn
        ? oauthFetch<PublicClient>(`/api/auth/oauth2/public-client?client_id=${encodeURIComponent(clientId)}`)
        : oauthFetch<PublicClient>("/api/auth/oauth2/public-client-prelogin", {
            method: "POST",
            body: JSON.stringify({ client_id: clientId, oauth_query: oauthQuery }),
          }),
    enabled: Boolean(clientId),
    retry: false,
  });
}

/**
 * The person's answer, with the signed authorization request the page was given: where to send the
 * browser next (the client's redirect_uri, with a code or with error=access_denied).
 */
export function useConsent(oauthQuery: string) {
  return useMutation({
    mutationFn: async (accept: boolean) => {
      const body = await oauthFetch<{ url?: string; redirect_uri?: string }>("/api/auth/oauth2/consent", {
        method: "POST",
        body: JSON.stringify({ accept, oauth_query: oauthQuery }),
      });
      const next = body.url ?? body.redirect_uri;
      if (!next) throw new Error("The authorization could not be completed. Please try again.");
      return next;
    },
  });
}
