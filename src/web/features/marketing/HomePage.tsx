import { lazy, memo, Suspense, useEffect } from "react";
import { LoadingLogo } from "~/components/ui/logo";
import { useSearchParams } from "~/lib/nav";
import { useSessionUser } from "~/lib/session";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { Landing } from "./Landing";
import { PricingSection } from "./PricingSection";

// Only signed-in users and searches need these, so the landing page's first load does not carry them.
const Dashboard = lazy(() => import("./Dashboard").then((module) => ({ default: module.Dashboard })));
// The landing page has no props: hydration and the session answer re-render HomePage, not it.
const StaticLanding = memo(Landing);
const SearchResults = lazy(() => import("./SearchResults").then((module) => ({ default: module.SearchResults })));

const NEWSLETTER_TOASTS = {
  confirmed: () =>
    toast.success("Subscription confirmed", { description: "Thanks! You'll receive the next Quillstack newsletter." }),
  unsubscribed: () =>
    toast.success("You've been unsubscribed", { description: "You won't receive any more newsletter emails." }),
  invalid: () =>
    toast.error("This link is no longer valid", {
      description: "It may have been used already. Subscribe again from the footer to get a fresh link.",
    }),
} as const;

/** The newsletter's confirmation and unsubscribe links land on /?newsletter=…: say what happened, then tidy the URL. */
function useNewsletterNotice() {
  const [params, setParams] = useSearchParams();
  const notice = params.get("newsletter");
  useEffect(() => {
    if (!notice) return;
    const show = NEWSLETTER_TOASTS[notice as keyof typeof NEWSLETTER_TOASTS];
    // After this render, so the toaster (mounted after the page) is listening. Not cancelled when
    // the address is tidied below: on the landing page's island that re-renders this page at once.
    setTimeout(() => show?.(), 0);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("newsletter");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, setParams]);
}

export function HomePage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const user = useSessionUser();
  useNewsletterNotice();
  // The prerendered HTML is the landing page; search and dashboard only exist once in the browser.
  const term = hydrated ? (params.get("search") ?? "").trim() : "";
  if (term) {
    return (
      <Suspense fallback={<LoadingLogo />}>
        <SearchResults term={term} />
      </Suspense>
    );
  }
  if (user) {
    return (
      <Suspense fallback={<LoadingLogo />}>
        <Dashboard name={user.name} />
        <PricingSection />
      </Suspense>
    );
  }
  return <StaticLanding />;
}
