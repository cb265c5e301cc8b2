import { Tabs } from "radix-ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Card } from "~/components/ui/card";
import { LogoMark } from "~/components/ui/logo";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "~/lib/nav";
import { useConfig } from "~/lib/public-config";
import { safeFrom, verifiedCallbackURL } from "~/lib/safe-from";
import { useSessionUser } from "~/lib/session";
import { toast } from "~/lib/toast";
import { providerErrorToast, signInErrorToast, signUpErrorToast } from "./auth-errors";
import { CheckEmail } from "./CheckEmail";
import { GoogleButton } from "./GoogleButton";
import { SignInForm, type SignInValues } from "./SignInForm";
import type { SignUpValues } from "./SignUpForm";
import { SsoButton } from "./SsoButton";

// The sign-up form (and the schemas its limits come from) loads when its tab is opened; the auth
// client is usually loaded by then (lib/session.ts fetches it after hydration).
const SignUpForm = lazy(() => import("./SignUpForm").then((module) => ({ default: module.SignUpForm })));
const loadAuthClient = () => import("~/lib/auth-client").then((module) => module.authClient);

type Busy = "signin" | "signup" | "google" | "sso" | null;

const tabStyles =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Where to go after signing in: router state first, then ?from= (it survives the email round trip). */
function useFrom(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  return safeFrom(state?.from ?? params.get("from"));
}

/** The tab to open: Sign Up when a "Create a free account" link asked for it. */
function useInitialTab(): string {
  const state = useLocation().state as { tab?: unknown } | null;
  const [params] = useSearchParams();
  return (state?.tab ?? params.get("tab")) === "signup" ? "signup" : "signin";
}

/**
 * Back from the confirmation email: say whether it worked, then drop the flag from the URL. The
 * link signed the person in, so the page goes on to where they started.
 */
function useVerifiedToast(from: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shown = useRef(false);
  const verified = params.get("verified") === "1";
  const failed = params.has("error");
  useEffect(() => {
    if (!verified || shown.current) return;
    shown.current = true;
    if (failed) {
      toast.error("Email confirmation failed", {
        description: "This confirmation link is invalid or has expired. Sign in to receive a new one.",
      });
    } else {
      toast.success("Email confirmed", { description: "Your email is confirmed. Welcome to Quillstack!" });
    }
    navigate(from === "/" ? "/auth" : `/auth?from=${encodeURIComponent(from)}`, { replace: true, state: { from } });
  }, [verified, failed, from, navigate]);
}

/** Back from Google or the SSO provider with `?error=`: say what went wrong, then drop it from the URL. */
function useProviderErrorToast(from: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shown = useRef(false);
  const error = params.get("verified") === "1" ? null : params.get("error");
  useEffect(() => {
    if (!error || shown.current) return;
    shown.current = true;
    const { title, description } = providerErrorToast(error);
    toast.error(title, { description });
    navigate(from === "/" ? "/auth" : `/auth?from=${encodeURIComponent(from)}`, { replace: true, state: { from } });
  }, [error, from, navigate]);
}

export function AuthPage() {
  const from = useFrom();
  const navigate = useNavigate();
  const user = useSessionUser();
  const config = useConfig().data;
  const googleEnabled = config?.googleEnabled === true;
  const ssoName = config?.ssoName ?? null;
  // Until the configuration arrives the forms show (the usual case); a site that turned passwords
  // off hides them then. The server refuses password sign-in there anyway.
  const passwordSignIn = config?.passwordSignIn !== false;
  const [tab, setTab] = useState(useInitialTab());
  // Set once an account is created: the "Check your email" screen replaces the forms.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [signInEmail, setSignInEmail] = useState("");
  const signingIn = useRef(false);
  // Just signed out: the session store may still hold the old user for a moment; don't bounce back.
  const justSignedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut === true;
  useVerifiedToast(from);
  useProviderErrorToast(from);
  // Back from the provider through the browser's Back button (a page restored from its cache):
  // the button is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  // Already signed in (and not mid sign-in, which navigates itself): go where the visitor was heading.
  if (user && !signingIn.current && !justSignedOut) return <Navigate to={from} replace />;

  async function signIn(values: SignInValues) {
    setBusy("signin");
    signingIn.current = true;
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.email({
        email: values.email,
        password: values.password,
        callbackURL: verifiedCallbackURL(from),
      });
      if (error) {
        signingIn.current = false;
        const { title, description } = signInErrorToast(error);
        toast.error(title, { description });
        return;
      }
      // The profile cache belongs to the signed-in screens; their query library loads with them anyway.
      const { queryClient } = await import("~/lib/query-client");
      await queryClient.invalidateQueries({ queryKey: ["me"] });
      toast.success("Welcome back!", { description: "You've been successfully signed in." });
      navigate(from, { replace: true });
    } catch (error) {
      signingIn.current = false;
      toast.error("Sign in failed", { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  }

  async function signUp(values: SignUpValues): Promise<boolean> {
    setBusy("signup");
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signUp.email({
        ...values,
        name: values.name.trim(),
        callbackURL: verifiedCallbackURL(from),
      });
      if (error) {
        const { title, description } = signUpErrorToast(error);
        toast.error(title, { description });
        return false;
      }
      toast.success("Welcome to the product!", {
        description: "We've sent you a confirmation link to complete your registration.",
      });
      setSignInEmail(values.email);
      setSentTo(values.email);
      setTab("signin");
      return true;
    } catch (error) {
      toast.error("Sign up failed", { description: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function google() {
    setBusy("google");
    try {
      const authClient = await loadAuthClient();
      const { data, error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: from,
        errorCallbackURL: from === "/" ? "/auth" : `/auth?from=${encodeURIComponent(from)}`,
        disableRedirect: true,
      });
      if (error) toast.error("Google sign in failed", { description: error.message || "Please try again." });
      else if (data?.url) window.location.assign(data.url);
    } catch (error) {
      toast.error("Google sign in failed", { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  }

  async function sso() {
    if (!ssoName) return;
    setBusy("sso");
    const failed = (description: string) => {
      toast.error(`Sign in with ${ssoName} failed`, { description });
      setBusy(null);
    };
    try {
      const authClient = await loadAuthClient();
      const { data, error } = await authClient.signIn.social({
        provider: "oidc",
        callbackURL: from,
        errorCallbackURL: from === "/" ? "/auth" : `/auth?from=${encodeURIComponent(from)}`,
        disableRedirect: true,
      });
      // The button stays busy while the browser leaves for the provider's sign-in page.
      if (error?.status === 429) failed("Too many sign-in attempts. Please wait a few seconds and try again.");
      // The server could not read the provider's configuration (it retries at each attempt).
      else if (error?.code === "PROVIDER_NOT_FOUND")
        failed(`${ssoName} could not be reached. Please try again in a moment.`);
      else if (error) failed(error.message || "Please try again.");
      else if (data?.url) window.location.assign(data.url);
      else failed("Please try again.");
    } catch {
      failed(`${ssoName} could not be reached. Please try again in a moment.`);
    }
  }

  const ssoButton = ssoName && (
    <SsoButton name={ssoName} disabled={busy !== null} redirecting={busy === "sso"} onClick={() => void sso()} />
  );
  const googleButton = googleEnabled && <GoogleButton disabled={busy !== null} onClick={() => void google()} />;

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-11 w-11" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Welcome to Quillstack</h1>
          <p className="mt-1 text-sm text-muted-foreground">Sign in or create a free account to start writing.</p>
        </div>
        {!passwordSignIn && (
          <div className="flex flex-col gap-3">
            <p className="text-center text-sm text-muted-foreground">
              {ssoName
                ? `Use your ${ssoName} account to sign in or create your account.`
                : "Use your Google account to sign in or create your account."}
            </p>
            {ssoButton}
            {googleButton}
          </div>
        )}
        {passwordSignIn && sentTo && <CheckEmail email={sentTo} from={from} onBack={() => setSentTo(null)} />}
        {passwordSignIn && !sentTo && (
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List aria-label="Sign in or sign up" className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
              <Tabs.Trigger value="signin" className={tabStyles}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="signup" className={tabStyles}>
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signin" className="focus-visible:outline-none">
              <SignInForm
                defaultEmail={signInEmail}
                busy={busy !== null}
                submitting={busy === "signin"}
                onSubmit={signIn}
              />
            </Tabs.Content>
            <Tabs.Content value="signup" className="focus-visible:outline-none">
              <Suspense fallback={null}>
                <SignUpForm busy={busy !== null} submitting={busy === "signup"} onSubmit={signUp} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
        )}
        {passwordSignIn && !sentTo && (ssoButton || googleButton) && (
          <>
            <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
            </div>
            <div className="flex flex-col gap-3">
              {ssoButton}
              {googleButton}
            </div>
          </>
        )}
        <p className="mt-6 text-center text-xs text-muted-foreground">
          By continuing you agree to our{" "}
          <Link to="/terms" className="text-primary underline underline-offset-2">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="text-primary underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </Card>
    </div>
  );
}
