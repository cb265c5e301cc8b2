import { useSearchParams } from "~/lib/nav";
import { OAuthFrame } from "./OAuthFrame";

/**
 * What each error means to the person. Only the error's code is read from the address, never a
 * description: anyone can link here, and this page must not say what a stranger wrote.
 */
const MEANINGS: Record<string, string> = {
  invalid_scope: "The app asked for access Quillstack does not offer.",
  invalid_request: "The app's request was incomplete or malformed.",
  invalid_client: "Quillstack does not know this app.",
  invalid_redirect: "The app asked to be answered at an address it did not register.",
  invalid_target: "The app asked for access to something other than Quillstack's tools.",
  unsupported_response_type: "The app asked for a kind of answer Quillstack does not give.",
  unauthorized_client: "This app may not ask people to connect it this way.",
  client_disabled: "This app has been turned off.",
  login_required: "The app asked to connect without letting you sign in.",
  consent_required: "The app asked to connect without asking you first.",
};

/**
 * `/oauth/error`: an app's authorization request that cannot go on, when the app is one nobody has
 * allowed yet. Such an error is not sent back to the app's address (anyone may register an app with
 * any address; server/oauth/authorize-errors.ts), so the person reads it here.
 */
export function AuthorizeErrorPage() {
  const [params] = useSearchParams();
  const raw = params.get("error") ?? "";
  const code = /^[a-z_]{1,64}$/.test(raw) ? raw : null;
  const meaning = (code && MEANINGS[code]) || "The app's request could not be completed.";
  return (
    <OAuthFrame>
      <h1 className="text-2xl font-bold tracking-tight">This app could not connect</h1>
      <p role="alert" className="text-muted-foreground">
        {meaning} Nothing was shared with it. Start again from the app, or ask its maker for help.
      </p>
      {code && (
        <p className="text-xs text-muted-foreground">
          Error code: <code className="font-mono">{code}</code>
        </p>
      )}
    </OAuthFrame>
  );
}
