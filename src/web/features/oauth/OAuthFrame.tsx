import { PlugZap } from "lucide-react";
import { IconCardScreen } from "~/components/auth/IconCardScreen";

/** The card the OAuth pages (consent, error) show their message in. */
export function OAuthFrame({ children }: { children: React.ReactNode }) {
  return <IconCardScreen icon={PlugZap}>{children}</IconCardScreen>;
}
