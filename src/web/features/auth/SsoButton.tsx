import { KeyRound, LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";

/** "Sign in with {OIDC_NAME}": the organization's OpenID Connect provider (docs/features.md "Single sign-on"). */
export function SsoButton({
  name,
  disabled,
  redirecting,
  onClick,
}: {
  name: string;
  disabled: boolean;
  redirecting: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={disabled}
      aria-busy={redirecting}
      onClick={onClick}
    >
      {redirecting ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <KeyRound className="h-4 w-4" aria-hidden="true" />
      )}
      {redirecting ? `Redirecting to ${name}…` : `Sign in with ${name}`}
    </Button>
  );
}
