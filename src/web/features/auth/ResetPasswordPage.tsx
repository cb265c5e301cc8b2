import { newPasswordRules, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULES_HINT } from "@shared/password-rules";
import { KeyRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Button, buttonStyles } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Link, useLocation, useNavigate, useSearchParams } from "~/lib/nav";
import { useConfig } from "~/lib/public-config";
import { toast } from "~/lib/toast";

const loadAuthClient = () => import("~/lib/auth-client").then((module) => module.authClient);

const linkStyles =
  "rounded text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <KeyRound className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        </div>
        {children}
      </Card>
    </div>
  );
}

/** Asks for the address to send a reset link to; the answer is the same whether it has an account. */
function RequestLink({ expired }: { expired: boolean }) {
  const initial = (useLocation().state as { email?: unknown } | null)?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ defaultValues: { email: typeof initial === "string" ? initial : "" } });

  async function send({ email }: { email: string }) {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: "/reset-password" });
      if (error) {
        toast.error("Email not sent", { description: error.message || "Please try again in a minute." });
        return;
      }
      setSentTo(email.trim());
    } catch {
      toast.error("Email not sent", { description: "Please check your connection and try again." });
    }
  }

  if (sentTo) {
    return (
      <Frame title="Check your email">
        <p className="text-center text-sm text-muted-foreground" role="status">
          If an account uses <strong className="break-all text-foreground">{sentTo}</strong>, we've sent it a link to
          choose a new password. The link works once, for one hour.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
          <Link to="/auth" className={`${buttonStyles("link")} self-center`}>
            Back to sign in
          </Link>
        </div>
      </Frame>
    );
  }
  return (
    <Frame title={expired ? "This reset link has expired" : "Reset your password"}>
      <p className="mb-6 text-center text-sm text-muted-foreground" role={expired ? "alert" : undefined}>
        {expired
          ? "The link is invalid, was already used or is more than an hour old. Enter your email address to get a new one."
          : "Enter the email address of your account and we'll send you a link to choose a new password."}
      </p>
      <form onSubmit={handleSubmit(send)} className="flex flex-col gap-4">
        <Field
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          {...register("email")}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Sending..." : "Send reset link"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className={linkStyles}>
          Back to sign in
        </Link>
      </p>
    </Frame>
  );
}

type NewPassword = { newPassword: string; confirmPassword: string };

/** The new password, checked with the same rules and words as the change-password dialog. */
function ChooseNewPassword({ token, onExpired }: { token: string; onExpired: () => void }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<NewPassword>({ defaultValues: { newPassword: "", confirmPassword: "" } });
  // No current password to compare with: the rule that the new one must differ cannot apply.
  const rules = newPasswordRules<NewPassword>();

  async function submit(values: NewPassword) {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.resetPassword({ newPassword: values.newPassword, token });
      if (error?.code === "INVALID_TOKEN") {
        onExpired();
        return;
      }
      if (error) {
        toast.error("Password not changed", { description: error.message || "Please try again." });
        return;
      }
      // The answer signed this browser in: the session store reads it again.
      authClient.$store.notify("$sessionSignal");
      toast.success("Password updated", {
        description: "You're signed in with your new password. Every other session was signed out.",
      });
      navigate("/", { replace: true });
    } catch {
      toast.error("Password not changed", { description: "Please check your connection and try again." });
    }
  }

  return (
    <Frame title="Choose a new password">
      <form onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
        <Field
          id="reset-new-password"
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
          id="reset-confirm-password"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword?.message}
          {...register("confirmPassword", { validate: rules.confirmPassword })}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Saving..." : "Set New Password"}
        </Button>
      </form>
    </Frame>
  );
}

/**
 * /reset-password: without a token, asks where to send a reset link; with the token the emailed link
 * adds, sets the new password (and signs in); with `?error=` (an unknown, used or expired link),
 * says so and asks again.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const passwordSignIn = useConfig().data?.passwordSignIn !== false;
  const token = params.get("token");
  const [expired, setExpired] = useState(params.has("error"));

  if (!passwordSignIn) {
    return (
      <Frame title="Reset your password">
        <p className="text-center text-sm text-muted-foreground">
          Password sign-in is turned off on this site, so there is no password to reset.
        </p>
        <Link to="/auth" className={`${buttonStyles("primary", "lg")} mt-6 w-full`}>
          Go to sign in
        </Link>
      </Frame>
    );
  }
  if (token && !expired) return <ChooseNewPassword token={token} onExpired={() => setExpired(true)} />;
  return <RequestLink expired={expired} />;
}
