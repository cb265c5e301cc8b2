export type AuthError = { code?: string; message?: string; status?: number };

type Toast = { title: string; description: string };

const FALLBACK = "Something went wrong. Please try again.";

/** The spec's wording for a failed sign-in, keyed by the server's error code. */
export function signInErrorToast(error: AuthError): Toast {
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return { title: "Invalid credentials", description: "Please check your email and password and try again." };
    case "EMAIL_NOT_VERIFIED":
      return {
        title: "Sign in failed",
        description: "Please confirm your email address first. We've sent you a new confirmation link.",
      };
    default:
      return { title: "Sign in failed", description: error.message || FALLBACK };
  }
}

export function signUpErrorToast(error: AuthError): Toast {
  if (error.code === "USER_ALREADY_EXISTS" || error.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return {
      title: "Account exists",
      description: "An account with this email already exists. Please sign in instead.",
    };
  }
  return { title: "Sign up failed", description: error.message || FALLBACK };
}

/**
 * Back from Google or the SSO provider with `?error=` (Better Auth's callback code, or ours for a
 * suspended or banned account): what went wrong, in plain words. The URL's own description is
 * never shown, so a crafted link cannot put words in the site's mouth.
 */
export function providerErrorToast(code: string): Toast {
  switch (code) {
    case "ACCOUNT_SUSPENDED":
      return { title: "Sign in failed", description: "Your account has been suspended. Please contact support." };
    case "ACCOUNT_BANNED":
      return { title: "Sign in failed", description: "Your account has been banned. Please contact support." };
    case "account_not_linked":
      return {
        title: "Sign in failed",
        description:
          "An account with this email already exists, and your sign-in provider has not confirmed the address is yours. Sign in the way you signed up.",
      };
    case "email_not_verified":
      return {
        title: "Confirm your email",
        description:
          "Please confirm your email address first. We've sent you a confirmation link; open it, then sign in again.",
      };
    case "access_denied":
      return { title: "Sign in cancelled", description: "You did not finish signing in. Please try again." };
    case "signup_disabled":
      return { title: "Sign in failed", description: "New accounts cannot be created this way." };
    default:
      return { title: "Sign in failed", description: "Signing in did not complete. Please try again." };
  }
}
