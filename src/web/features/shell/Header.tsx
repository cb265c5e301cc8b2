import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Button } from "~/components/ui/button";
import { LogoMark } from "~/components/ui/logo";
import { cn } from "~/lib/cn";
import { Link, useLocation } from "~/lib/nav";
import { useSession } from "~/lib/session";
import { pageTitle } from "./page-title";
import { rememberSignedIn } from "./signed-in-hint";
import { ThemeToggle } from "./ThemeToggle";

// Visitors never need the user menu, the admin link or the profile query behind them.
const SignedInControls = lazy(() => import("./SignedInControls"));

/** The user menu's place (UserMenu.tsx's avatar: a 36 px circle) while it loads. */
function AccountPlaceholder({ onlyIfHinted = false }: { onlyIfHinted?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className={cn(
        "h-9 w-9 shrink-0 rounded-full bg-primary",
        onlyIfHinted ? "hidden in-[.signed-in-hint]:inline-block" : "inline-block",
      )}
    />
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();
  const title = pageTitle(pathname);
  useEffect(() => {
    if (!isPending) rememberSignedIn(Boolean(user));
  }, [user, isPending]);

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
          <Menu className="h-5 w-5" aria-hidden="true" />
        </Button>
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <LogoMark />
          <span className="sr-only text-lg sm:not-sr-only">Quillstack</span>
        </Link>
        <div className="min-w-0 flex-1">
          {title && (
            <p className="truncate border-l border-border pl-3 text-sm font-medium text-muted-foreground sm:text-base">
              {title}
            </p>
          )}
        </div>
        {user ? (
          <Suspense
            fallback={
              <>
                <ThemeToggle />
                <AccountPlaceholder />
              </>
            }
          >
            <SignedInControls user={user} />
          </Suspense>
        ) : (
          <>
            <ThemeToggle />
            {/* Until the session is known, the signed-in hint picks what the first paint shows (a
                class on <html>, signed-in-hint.ts): the account menu's place for a browser that was
                signed in, else the buttons at once. The session's answer then decides; a stale hint
                is corrected by it. */}
            {isPending && <AccountPlaceholder onlyIfHinted />}
            <span className={isPending ? "contents in-[.signed-in-hint]:hidden" : "contents"}>
              {/* On a phone the menu drawer has it instead: the header has no room for both. */}
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <Link to="/auth">Sign in</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth">Get Premium Access</Link>
              </Button>
            </span>
          </>
        )}
      </div>
    </header>
  );
}
