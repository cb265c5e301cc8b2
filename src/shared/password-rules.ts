/**
 * The change-password rules, in the order they are checked. Shared so the browser shows
 * the first failing rule and the server refuses the same request with the same words.
 */
export const PASSWORD_SPECIALS = "@$!%*?&";
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The rules in one sentence, shown beside every new-password field. */
export const PASSWORD_RULES_HINT =
  "Use at least 8 characters with upper- and lowercase letters, a number and one of @$!%*?&.";

export type PasswordProblem = { title: "Error" | "Password Requirements Not Met"; message: string };

export type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword: string };

const requirement = (message: string): PasswordProblem => ({ title: "Password Requirements Not Met", message });

/** Returns the first rule the change breaks, or null when it passes every rule. */
export function checkPasswordChange(change: PasswordChange): PasswordProblem | null {
  const { currentPassword, newPassword, confirmPassword } = change;
  if (newPassword !== confirmPassword) return { title: "Error", message: "New passwords don't match" };
  const strength = checkPasswordStrength(newPassword);
  if (strength) return strength;
  if (newPassword === currentPassword) {
    return { title: "Error", message: "New password must be different from current password" };
  }
  return null;
}

/** Rules 2–6: length and character classes of a new password. */
export function checkPasswordStrength(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return requirement("Password must be at least 8 characters long");
  if (!/[a-z]/.test(password)) return requirement("Password must contain at least one lowercase letter");
  if (!/[A-Z]/.test(password)) return requirement("Password must contain at least one uppercase letter");
  if (!/\d/.test(password)) return requirement("Password must contain at least one number");
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) {
    return requirement("Password must contain at least one special character (@$!%*?&)");
  }
  if (password.length > PASSWORD_MAX) return requirement(`Password must be at most ${PASSWORD_MAX} characters long`);
  return null;
}
