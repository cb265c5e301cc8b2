import { NAME_MAX } from "@shared/api";
import { checkPasswordStrength, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULES_HINT } from "@shared/password-rules";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

export type SignUpValues = { name: string; email: string; password: string };

type SignUpFormProps = {
  busy: boolean;
  submitting: boolean;
  /** Resolves true when the account was created, so the form can clear itself. */
  onSubmit: (values: SignUpValues) => Promise<boolean>;
};

export function SignUpForm({ busy, submitting, onSubmit }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignUpValues>({
    defaultValues: { name: "", email: "", password: "" },
  });

  return (
    <form
      onSubmit={handleSubmit(async (values) => {
        if (await onSubmit(values)) reset();
      })}
      className="flex flex-col gap-4"
    >
      <Field
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        {...register("name")}
      />
      <Field
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        {...register("email")}
      />
      <Field
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={PASSWORD_RULES_HINT}
        error={errors.password?.message}
        {...register("password", { validate: (value) => checkPasswordStrength(value) ?? true })}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {submitting ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
