import { zodResolver } from "@hookform/resolvers/zod";
import { type Me, NAME_MAX, updateProfileSchema } from "@shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError, apiFetch } from "~/lib/api";
import { useConfig } from "~/lib/public-config";
import { ChangePasswordDialog } from "./ChangePasswordDialog";

const schema = z.object({ fullName: updateProfileSchema.shape.fullName.unwrap() });
type Values = z.infer<typeof schema>;

export function ProfileForm({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [passwordOpen, setPasswordOpen] = useState(false);
  // With PASSWORD_SIGN_IN=off nobody signs in with a password, so there is none to change.
  const passwordSignIn = useConfig().data?.passwordSignIn !== false;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { fullName: me.fullName ?? "" } });

  async function save(values: Values) {
    try {
      const updated = await apiFetch<Me>("/api/me", {
        method: "PATCH",
        body: JSON.stringify({ fullName: values.fullName }),
      });
      queryClient.setQueryData(["me", me.id], updated);
      toast.success("Profile Updated", { description: "Your profile information has been saved successfully." });
    } catch (error) {
      const title = error instanceof ApiError ? error.title : "Error";
      toast.error(title, { description: error instanceof Error ? error.message : "Failed to update profile." });
    }
  }

  return (
    <>
      <form onSubmit={handleSubmit(save)} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-full-name">Full Name</Label>
          <Input
            id="profile-full-name"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? "profile-full-name-error" : undefined}
            {...register("fullName")}
          />
          {errors.fullName && (
            <p id="profile-full-name-error" className="text-sm text-destructive">
              {errors.fullName.message}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" type="email" value={me.email} disabled readOnly />
          <p className="text-xs text-muted-foreground">
            Your email address is your sign-in and cannot be changed here.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Update Profile"}
          </Button>
          {passwordSignIn && (
            <Button variant="outline" onClick={() => setPasswordOpen(true)}>
              Change Password
            </Button>
          )}
        </div>
      </form>
      {passwordSignIn && <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />}
    </>
  );
}
