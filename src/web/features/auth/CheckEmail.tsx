import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { verifiedCallbackURL } from "~/lib/safe-from";
import { toast } from "~/lib/toast";

const loadAuthClient = () => import("~/lib/auth-client").then((module) => module.authClient);

type CheckEmailProps = { email: string; from: string; onBack: () => void };

/** After sign-up: where the confirmation link went, a way to have it sent again, and the way back. */
export function CheckEmail({ email, from, onBack }: CheckEmailProps) {
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    setSending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: verifiedCallbackURL(from) });
      if (error) toast.error("Email not sent", { description: error.message || "Please try again in a minute." });
      else toast.success("Email sent", { description: `We've sent a new confirmation link to ${email}.` });
    } catch {
      toast.error("Email not sent", { description: "Please check your connection and try again." });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MailCheck className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Check your email
      </h2>
      <p className="text-sm text-muted-foreground">
        We've sent a confirmation link to <strong className="break-all text-foreground">{email}</strong>. Open it to
        finish creating your account: it signs you in and takes you back to where you were.
      </p>
      <p className="text-xs text-muted-foreground">No email after a few minutes? Look in your spam folder, or:</p>
      <Button variant="outline" className="w-full" disabled={sending} onClick={() => void resend()}>
        {sending ? "Sending..." : "Resend email"}
      </Button>
      <Button variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
