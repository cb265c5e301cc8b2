import { lazy, type ReactNode, Suspense, useState } from "react";
import { CookieConsent } from "../cookies/CookieConsent";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ToolSidebar } from "./ToolSidebar";

// The drawer (and its dialog library) loads the first time someone opens the menu.
const MobileDrawer = lazy(() => import("./MobileDrawer"));

/** The site's frame around a page: header, tool sidebar, footer and the cookie banner. */
export function SiteShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header onOpenMenu={() => setMenuOpen(true)} />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <div className="flex flex-1">
        <ToolSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
        </div>
      </div>
      <CookieConsent />
    </div>
  );
}
