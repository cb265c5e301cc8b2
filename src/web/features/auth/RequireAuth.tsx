import type { ReactNode } from "react";
import { GUARD_HEIGHT, GuardScreen } from "~/components/auth/GuardScreen";
import { LoadingLogo } from "~/components/ui/logo";
import { useLocation } from "~/lib/nav";
import { useSession } from "~/lib/session";

/**
 * Protected pages: a pulsing logo while the session loads, the sign-in prompt when signed out. Both
 * fill the screen below the header, so the footer does not jump when the prompt replaces the logo.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <LoadingLogo className={GUARD_HEIGHT} />;
  if (!user) return <GuardScreen from={pathname + search} />;
  return children;
}
