export type AuthError = { code?: string; message?: string; status?: number };

type Toast = { title: string; description: string };

const FALLBACK = "Something went wrong. Please try again.";

/** Spec §8 wording for a failed sign-in, keyed by the server's error code. */
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
