import { useSearchParams } from "react-router";
import { useSession } from "~/lib/queries";
import { useHydrated } from "~/lib/use-hydrated";
import { Dashboard } from "./Dashboard";
import { Landing } from "./Landing";
import { PricingSection } from "./PricingSection";
import { SearchResults } from "./SearchResults";

export function HomePage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { user } = useSession();
  // The prerendered HTML is the landing page; search and dashboard only exist once in the browser.
  const term = hydrated ? (params.get("search") ?? "").trim() : "";
  if (term) return <SearchResults term={term} />;
  if (user) {
    return (
      <>
        <Dashboard name={user.name} />
        <PricingSection />
      </>
    );
  }
  return <Landing />;
}
