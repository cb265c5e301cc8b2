import { describe, expect, it } from "vitest";
import { checkPasswordChange } from "./password-rules";

const change = (newPassword: string, confirmPassword = newPassword, currentPassword = "Old$Pass1") => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe("checkPasswordChange (rules in order)", () => {
  it.each([
    [change("Abcdef1$", "Abcdef1%"), "Error", "New passwords don't match"],
    [change("Ab1$xyz"), "Password Requirements Not Met", "Password must be at least 8 characters long"],
    [change("ABCDEFG1$"), "Password Requirements Not Met", "Password must contain at least one lowercase letter"],
    [change("abcdefg1$"), "Password Requirements Not Met", "Password must contain at least one uppercase letter"],
    [change("Abcdefgh$"), "Password Requirements Not Met", "Password must contain at least one number"],
    [
      change("Abcdefgh1#"),
      "Password Requirements Not Met",
      "Password must contain at least one special character (@$!%*?&)",
    ],
    [change("Old$Pass1"), "Error", "New password must be different from current password"],
  ])("%o → %s: %s", (input, title, message) => {
    expect(checkPasswordChange(input)).toEqual({ title, message });
  });

  it("reports the first broken rule when several are broken", () => {
    expect(checkPasswordChange(change("abc", "abd"))?.message).toBe("New passwords don't match");
    expect(checkPasswordChange(change("abc"))?.message).toBe("Password must be at least 8 characters long");
  });

  it("accepts a password meeting every rule", () => {
    for (const special of "@$!%*?&") expect(checkPasswordChange(change(`Newpass1${special}`))).toBeNull();
  });
});
