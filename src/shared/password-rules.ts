/*
 * The rules for every new password (sign-up, reset and change), checked in the order below, each
 * refused with the sentence written here (README "Differences from the spec" for what changed).
 * Shared so the browser shows each problem at its field and the server refuses the same request
 * with the same words.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Any character that is not a letter or a digit is a special character: the set @$!%*?& is
 * named in its message, but refusing "New-Sturdy-Pass-456" because a hyphen is not in the set
 * taught people nothing about strength.
 */
const SPECIAL = /[^\p{L}\p{N}]/u;

/** The rules in one sentence, shown beside every new-password field before anything is typed. */
export const PASSWORD_RULES_HINT =
  "Use at least 8 characters with upper- and lowercase letters, a number and a symbol such as @$!%*?& or -.";

export type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The first length or character rule a new password breaks, in its sentence below; null when none. */
export function checkPasswordStrength(password: string): string | null {
  if (password.length < PASSWORD_MIN) return "Password must be at least 8 characters long";
  if (!/[a-z]/.test(password)) return "Password must contain at least one lowercase letter";
  if (!/[A-Z]/.test(password)) return "Password must contain at least one uppercase letter";
  if (!/\d/.test(password)) return "Password must contain at least one number";
  if (!SPECIAL.test(password)) return "Password must contain at least one special character (@$!%*?&)";
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`;
  return null;
}

type NewPasswordFields = { newPassword: string; confirmPassword: string; currentPassword?: string };

/**
 * The rules as per-field checks for a form (react-hook-form's `validate`): each problem is shown at
 * the field it is about, in the words above. True when the field passes.
 */
export function newPasswordRules<T extends NewPasswordFields>() {
  return {
    newPassword: (value: string, values: T): string | true => {
      const strength = checkPasswordStrength(value);
      if (strength) return strength;
      if (values.currentPassword && value === values.currentPassword) {
        return "New password must be different from current password";
      }
      return true;
    },
    confirmPassword: (value: string, values: T): string | true =>
      value === values.newPassword || "New passwords don't match",
  };
}
