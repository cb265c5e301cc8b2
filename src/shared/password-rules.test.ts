import { describe, expect, it } from "vitest";
import { checkPasswordStrength, newPasswordRules, type PasswordChange } from "./password-rules";

describe("checkPasswordStrength (the rules in order, each with its sentence)", () => {
  it.each([
    ["Ab1$xyz", "Password must be at least 8 characters long"],
    ["ABCDEFG1$", "Password must contain at least one lowercase letter"],
    ["abcdefg1$", "Password must contain at least one uppercase letter"],
    ["Abcdefgh$", "Password must contain at least one number"],
    ["Abcdefgh12", "Password must contain at least one special character (@$!%*?&)"],
    [`Aa1$${"x".repeat(125)}`, "Password must be at most 128 characters long"],
  ])("%s → %s", (password, message) => {
    expect(checkPasswordStrength(password)).toBe(message);
  });

  it("reports the first broken rule when several are broken", () => {
    expect(checkPasswordStrength("abc")).toBe("Password must be at least 8 characters long");
    expect(checkPasswordStrength("abcdefgh")).toBe("Password must contain at least one uppercase letter");
  });

  it("counts any symbol as the special character, not only the named @$!%*?&; a letter of any script is not one", () => {
    for (const special of "@$!%*?&#_- ") expect(checkPasswordStrength(`Newpass1${special}`)).toBeNull();
    expect(checkPasswordStrength("New-Sturdy-Pass-456")).toBeNull();
    expect(checkPasswordStrength("Newpass1é")).toBe("Password must contain at least one special character (@$!%*?&)");
  });
});

describe("newPasswordRules (each problem at its field)", () => {
  const rules = newPasswordRules<PasswordChange>();
  const values = (newPassword: string, confirmPassword = newPassword, currentPassword = "Old$Pass1") => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });

  it("the new password: strength, then different from the current one", () => {
    expect(rules.newPassword("abcdefg1$", values("abcdefg1$"))).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect(rules.newPassword("Old$Pass1", values("Old$Pass1"))).toBe(
      "New password must be different from current password",
    );
    expect(rules.newPassword("Better$Pass2", values("Better$Pass2"))).toBe(true);
  });

  it("the confirmation: the same as the new password", () => {
    expect(rules.confirmPassword("Abcdef1%", values("Abcdef1$", "Abcdef1%"))).toBe("New passwords don't match");
    expect(rules.confirmPassword("Abcdef1$", values("Abcdef1$"))).toBe(true);
  });

  it("with no current password (a reset), only strength and the confirmation apply", () => {
    const reset = newPasswordRules<{ newPassword: string; confirmPassword: string }>();
    expect(reset.newPassword("New-Sturdy-Pass-456", { newPassword: "New-Sturdy-Pass-456", confirmPassword: "" })).toBe(
      true,
    );
  });
});
