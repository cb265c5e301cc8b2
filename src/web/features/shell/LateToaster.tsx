import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

// Toasts only ever appear after something happens in the browser: the toaster and its library load
// after hydration instead of with every page. Toasts shown before it mounts are replayed by it.
const ThemedToaster = lazy(() => import("./ThemedToaster"));

export function LateToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
