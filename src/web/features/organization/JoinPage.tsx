import { Building2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { GUARD_HEIGHT } from "~/components/auth/GuardScreen";
import { IconCardScreen } from "~/components/auth/IconCardScreen";
import { Button, buttonStyles } from "~/components/ui/button";
import { LoadingLogo } from "~/components/ui/logo";
import { ApiError, reasonOf } from "~/lib/api";
import { Link, useNavigate } from "~/lib/nav";
import { authHref } from "~/lib/safe-from";
import { useSession } from "~/lib/session";
import { useAcceptInvitation, useInvitationPreview } from "./org-api";

function Frame({ children }: { children: React.ReactNode }) {
  return <IconCardScreen icon={Building2}>{children}</IconCardScreen>;
}

/** `/join/:token`: an emailed invitation. Shows who invited whom, asks to sign in first, then joins. */
export function JoinPage({ token }: { token: string }) {
  const { user, isPending: sessionPending } = useSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const from = `/join/${token}`;

  if (preview.isPending || sessionPending) return <LoadingLogo className={GUARD_HEIGHT} />;
  if (preview.isError) {
    const gone = preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 410);
    return (
      <Frame>
        <h1 className="text-2xl font-bold tracking-tight">Invitation unavailable</h1>
        <p role="alert" className="text-muted-foreground">
          {gone ? preview.error.message : "The invitation could not be loaded. Please try again."}
        </p>
        {gone ? (
          <p className="text-sm text-muted-foreground">Ask the person who invited you to send a new invitation.</p>
        ) : (
          <Button variant="outline" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        )}
      </Frame>
    );
  }

  const { organization, inviter, email } = preview.data;
  const wrongAccount = user && user.email.toLowerCase() !== email.toLowerCase();
  const join = () =>
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(`You joined ${organization}.`);
        navigate("/organization");
      },
      onError: (error) => setRefusal(reasonOf(error)),
    });

  return (
    <Frame>
      <h1 className="text-2xl font-bold tracking-tight">
        {inviter ? `${inviter} invited you to join ${organization}` : `You are invited to join ${organization}`}
      </h1>
      <p className="text-sm text-muted-foreground">This invitation is for {email}.</p>
      {!user ? (
        <>
          <p className="text-muted-foreground">
            Sign in or create an account with that address first, then come back here.
          </p>
          <Link to={authHref(from)} state={{ from }} className={`${buttonStyles("primary", "lg")} w-full`}>
            Sign in to join
          </Link>
        </>
      ) : wrongAccount ? (
        <p role="alert" className="text-destructive">
          You are signed in as {user.email}. Sign out and sign in as {email} to accept this invitation.
        </p>
      ) : (
        <>
          {refusal && (
            <p role="alert" className="text-destructive">
              {refusal}
            </p>
          )}
          <Button size="lg" className="w-full" onClick={join} disabled={accept.isPending}>
            {accept.isPending ? "Joining..." : `Join ${organization}`}
          </Button>
        </>
      )}
    </Frame>
  );
}
