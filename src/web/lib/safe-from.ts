/** Accepts only same-site paths ("/x", not "//evil.com" or "https://…"), so `from` cannot redirect off-site. */
export function safeFrom(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/**
 * /auth link that survives the e-mail round trip: `from` travels in the query as well as in router
 * state. `tab: "signup"` opens the Sign Up tab.
 */
export function authHref(from: string, tab?: "signup"): string {
  const query = new URLSearchParams();
  if (tab) query.set("tab", tab);
  if (from !== "/") query.set("from", from);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}

/** Where a call to create an account leads ("Start Writing Now", "Start for free"): the Sign Up tab, not Sign In. */
export const SIGN_UP_HREF = authHref("/", "signup");

/** Where the email-confirmation link lands: /auth shows "Email confirmed", then sign-in goes on to `from`. */
export function verifiedCallbackURL(from: string): string {
  return `/auth?verified=1&from=${encodeURIComponent(from)}`;
}
