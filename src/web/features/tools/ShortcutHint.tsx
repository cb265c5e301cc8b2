import { useSyncExternalStore } from "react";

const onApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);
const never = () => () => {};

/** The run shortcut's modifier as this computer's keyboard labels it: ⌘ on a Mac, Ctrl elsewhere. */
export function useRunShortcut(): { label: string; keys: string } {
  // Prerendered HTML says Ctrl; a Mac swaps in ⌘ once it hydrates.
  const apple = useSyncExternalStore(never, onApple, () => false);
  return apple ? { label: "⌘", keys: "Meta+Enter" } : { label: "Ctrl", keys: "Control+Enter" };
}

/**
 * Ctrl/⌘ + Enter, shown beside the run button. Only where there is a keyboard to press it with: a
 * phone or tablet (no fine pointer that hovers) does not show it. Screen readers hear the shortcut
 * from the button's aria-keyshortcuts instead.
 */
export function ShortcutHint({ label }: { label: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="run-shortcut"
      className="hidden items-center gap-1 text-xs text-muted-foreground [@media(hover:hover)_and_(pointer:fine)]:inline-flex"
    >
      <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-sans text-[11px] font-medium">
        {label}
      </kbd>
      +
      <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-sans text-[11px] font-medium">Enter</kbd>
    </span>
  );
}
