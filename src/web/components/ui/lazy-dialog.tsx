import { type ComponentProps, lazy, Suspense, useState } from "react";

const Dialog = lazy(() => import("./dialog").then((module) => ({ default: module.Dialog })));

/**
 * The same Dialog, for pages that rarely open one: its code (and Radix's) loads the first time it
 * opens instead of with the page, and it stays mounted from then on.
 */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
