const TOKEN_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The signed session token in a Cookie header, as Better Auth sets it; null when there is none. */
export function sessionTokenCookie(cookieHeader: string | undefined | null): string | null {
  return TOKEN_COOKIE.exec(cookieHeader ?? "")?.[1] ?? null;
}
