import { PASSWORD_MAX } from "@shared/password-rules";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

export type SignInValues = { email: string; password: string };

type SignInFormProps = {
  defaultEmail: string;
  busy: boolean;
  submitting: boolean;
  onSubmit: (values: SignInValues) => Promise<void>;
};

export function SignInForm({ defaultEmail, busy, submitting, onSubmit }: SignInFormProps) {
  const { register, handleSubmit } = useForm<SignInValues>({ values: { email: defaultEmail, password: "" } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <Field
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        {...register("email")}
      />
      <Field
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        {...register("password")}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {submitting ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
