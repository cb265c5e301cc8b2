import {
  newPasswordRules,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULES_HINT,
  type PasswordChange,
} from "@shared/password-rules";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { authClient } from "~/lib/auth-client";

const EMPTY: PasswordChange = { currentPassword: "", newPassword: "", confirmPassword: "" };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<PasswordChange>({ defaultValues: EMPTY });
  const rules = newPasswordRules<PasswordChange>();

  function close() {
    reset(EMPTY);
    onOpenChange(false);
  }

  async function submit(values: PasswordChange) {
    try {
      const { error } = await authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: true,
      });
      if (error) {
        const description =
          error.code === "INVALID_PASSWORD"
            ? "Current password is incorrect"
            : error.message || "Failed to update password";
        toast.error("Error", { description });
        return;
      }
      toast.success("Success", { description: "Password updated successfully" });
      close();
    } catch {
      toast.error("Error", { description: "Failed to update password" });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Change Password">
      <form onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
        <Field
          id="current-password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          {...register("currentPassword")}
        />
        <Field
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={PASSWORD_RULES_HINT}
          error={errors.newPassword?.message}
          {...register("newPassword", { validate: rules.newPassword })}
        />
        <Field
          id="confirm-password"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword?.message}
          {...register("confirmPassword", { validate: rules.confirmPassword })}
        />
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Updating..." : "Update Password"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
