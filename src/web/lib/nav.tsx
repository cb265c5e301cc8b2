import { type ComponentProps, createContext, type ReactNode, useContext } from "react";
import type * as Router from "react-router";

/**
 * Links, the location and navigation, for every component of the web app. Components import them
 * from here, never from react-router (biome.json enforces it), so the same component runs in two
 * places:
 * - in the app, where they are React Router's own (lib/router-nav.ts, provided by root.tsx);
 * - in the landing page's island (islands/landing.tsx), which hydrates the visitor's landing page
 *   without React Router, a third of the page's JavaScript: there a link loads the next page
 *   (islands/window-nav.tsx).
 * Only types come from react-router here, so this module costs the island nothing.
 */
export type Navigation = {
  Link: typeof Router.Link;
  NavLink: typeof Router.NavLink;
  Navigate: typeof Router.Navigate;
  useLocation: typeof Router.useLocation;
  useNavigate: typeof Router.useNavigate;
  useSearchParams: typeof Router.useSearchParams;
};

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("A component that links or navigates is rendered outside <NavigationProvider>.");
  return navigation;
}

// The provider's value never changes within a tree, so each hook below always calls the same hook.
export const useLocation: Navigation["useLocation"] = () => useNavigation().useLocation();
export const useNavigate: Navigation["useNavigate"] = () => useNavigation().useNavigate();
export const useSearchParams: Navigation["useSearchParams"] = (init) => useNavigation().useSearchParams(init);

export function Link(props: ComponentProps<Navigation["Link"]>) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

export function NavLink(props: ComponentProps<Navigation["NavLink"]>) {
  const { NavLink } = useNavigation();
  return <NavLink {...props} />;
}

export function Navigate(props: ComponentProps<Navigation["Navigate"]>) {
  const { Navigate } = useNavigation();
  return <Navigate {...props} />;
}
