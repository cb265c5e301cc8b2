import { GUARD_HEIGHT } from "~/components/auth/GuardScreen";
import { Button, buttonStyles } from "~/components/ui/button";
import { LoadingLogo } from "~/components/ui/logo";
import { Link, useLocation, useSearchParams } from "~/lib/nav";
import { authHref } from "~/lib/safe-from";
import { useSession } from "~/lib/session";
import { OAuthFrame as Frame } from "./OAuthFrame";
import { useConsent, usePublicClient } from "./oauth-api";

/** The host a client sends the answer to, shown so a look-alike name cannot hide where it goes. */
function hostOf(uri: string | null): string | null {
  try {
    return uri ? new URL(uri).host : null;
  } catch {
    return null;
  }
}

/**
 * `/oauth/consent`: an app (an MCP client such as Claude) asks to use the person's Quillstack. Better
 * Auth sends the browser here with the signed authorization request; Allow or Deny posts it back and
 * the browser goes on to the app, with a code or with `error=access_denied`. Signed out, it names the
 * app and what it asks for first, then offers the sign-in, which comes back here.
 */
export function ConsentPage() {
  const [params] = useSearchParams();
  const oauthQuery = params.toString();
  const clientId = params.get("client_id") ?? "";
  const redirectHost = hostOf(params.get("redirect_uri"));
  const complete = Boolean(clientId && redirectHost && params.get("sig"));
  const { user, isPending: sessionPending } = useSession();
  const { pathname, search } = useLocation();
  const client = usePublicClient(complete && !sessionPending ? clientId : "", oauthQuery, Boolean(user));
  const consent = useConsent(oauthQuery);

  if (!complete) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold tracking-tight">Authorization link incomplete</h1>
        <p role="alert" className="text-muted-foreground">
          This page is opened by an app asking to connect to Quillstack. Start again from the app.
        </p>
      </Frame>
    );
  }
  if (sessionPending || client.isPending) return <LoadingLogo className={GUARD_HEIGHT} />;
  if (client.isError) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold tracking-tight">App unavailable</h1>
        <p role="alert" className="text-muted-foreground">
          This app is not registered with Quillstack any more. Start again from the app.
        </p>
      </Frame>
    );
  }

  const name = client.data.client_name?.trim() || "An app";
  const answer = (accept: boolean) => consent.mutate(accept, { onSuccess: (next) => window.location.assign(next) });
  const busy = consent.isPending || consent.isSuccess;

  const asks = (
    <div className="w-full rounded-lg border border-border bg-muted/40 p-4 text-left text-sm">
      <p className="font-medium">{name} will be able to:</p>
      <p className="mt-1 text-muted-foreground">
        Use your Quillstack tools and read your documents, with your word allowance.
      </p>
    </div>
  );

  if (!user) {
    const from = pathname + search;
    return (
      <Frame>
        <h1 className="text-2xl font-bold tracking-tight">{name} wants to connect to your Quillstack</h1>
        <p className="text-sm text-muted-foreground">
          Sign in to choose whether to allow it. It will send you back to{" "}
          <span className="font-medium text-foreground">{redirectHost}</span>.
        </p>
        {asks}
        <Link to={authHref(from)} state={{ from }} className={`${buttonStyles("primary", "lg")} w-full`}>
          Sign in to continue
        </Link>
      </Frame>
    );
  }

  return (
    <Frame>
      <h1 className="text-2xl font-bold tracking-tight">Allow {name} to use your Quillstack?</h1>
      <p className="text-sm text-muted-foreground">
        It will send you back to <span className="font-medium text-foreground">{redirectHost}</span> and act as{" "}
        <span className="font-medium text-foreground">{user.email}</span>.
      </p>
      {asks}
      <p className="text-xs text-muted-foreground">You can disconnect it at any time; the app then asks you again.</p>
      {consent.isError && (
        <p role="alert" className="text-destructive">
          {consent.error.message}
        </p>
      )}
      <div className="flex w-full flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" size="lg" className="w-full" onClick={() => answer(false)} disabled={busy}>
          Deny
        </Button>
        <Button size="lg" className="w-full" onClick={() => answer(true)} disabled={busy} autoFocus>
          {consent.isPending && consent.variables ? "Allowing..." : "Allow"}
        </Button>
      </div>
    </Frame>
  );
}
