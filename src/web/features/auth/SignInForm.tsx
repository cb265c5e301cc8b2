import { PASSWORD_MAX } from "@shared/password-rules";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Link, useNavigate } from "~/lib/nav";

export type SignInValues = { email: string; password: string };

type SignInFormProps = {
  defaultEmail: string;
  busy: boolean;
  submitting: boolean;
  onSubmit: (values: SignInValues) => Promise<void>;
};

export function SignInForm({ defaultEmail, busy, submitting, onSubmit }: SignInFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, getValues } = useForm<SignInValues>({
    values: { email: defaultEmail, password: "" },
  });
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
      <p className="-mt-2 text-right text-sm">
        {/* The reset page starts with the address typed here, if any. */}
        <Link
          to="/reset-password"
          onClick={(event) => {
            const email = getValues("email").trim();
            if (!email) return;
            event.preventDefault();
            navigate("/reset-password", { state: { email } });
          }}
          className="rounded text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {submitting ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
