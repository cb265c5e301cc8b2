import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "~/components/ui/button";
import { LogoMark } from "~/components/ui/logo";
import { Link, useLocation } from "~/lib/nav";
import { useSession } from "~/lib/session";
import { pageTitle } from "./page-title";
import { ThemeToggle } from "./ThemeToggle";

// Visitors never need the user menu, the admin link or the profile query behind them.
const SignedInControls = lazy(() => import("./SignedInControls"));

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();
  const title = pageTitle(pathname);

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
          <Suspense fallback={<ThemeToggle />}>
            <SignedInControls user={user} />
          </Suspense>
        ) : (
          <>
            <ThemeToggle />
            {/* Its place is kept, invisible (which also keeps it out of the tab order and the
                accessibility tree), until the session is known: appearing then moved the header's
                controls (a layout shift on every page a visitor opened). */}
            {/* On a phone the menu drawer has it instead: the header has no room for both. */}
            <Button
              asChild
              variant="ghost"
              size="sm"
              className={isPending ? "invisible hidden sm:inline-flex" : "hidden sm:inline-flex"}
            >
              <Link to="/auth">Sign in</Link>
            </Button>
            <Button asChild size="sm" className={isPending ? "invisible" : undefined}>
              <Link to="/auth">Get Premium Access</Link>
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
