import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** What flipping a switch will do, as the confirmation says it. */
export type SwitchChange = {
  title: string;
  description: string;
  confirm: string;
  destructive: boolean;
  /** Makes the change; calls `settled` once the server answered (either way). */
  apply: (settled: () => void) => void;
};

/**
 * A switch that acts for every user asks first. `ask(change)` opens the dialog; Escape or Cancel
 * leave everything as it was. Focus goes back to the switch that asked, since the dialog has no
 * Trigger for Radix to return it to.
 */
export function useSwitchConfirmation() {
  const [change, setChange] = useState<SwitchChange | null>(null);
  const [pending, setPending] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const ask = (next: SwitchChange) => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChange(next);
  };
  const close = () => {
    setPending(false);
    setChange(null);
  };
  const confirm = () => {
    if (!change) return;
    setPending(true);
    change.apply(close);
  };

  const dialog = (
    <Dialog
      open={change !== null}
      onOpenChange={(open) => !open && !pending && close()}
      title={change?.title ?? ""}
      description={change?.description}
      returnFocusTo={returnTo}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant={change?.destructive ? "destructive" : "primary"} onClick={confirm} disabled={pending}>
          {pending ? "Saving..." : change?.confirm}
        </Button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
