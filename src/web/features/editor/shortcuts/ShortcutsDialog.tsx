import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { EDITOR_SHORTCUTS, isApple, platformKeys } from "../shortcuts";

/** A text field, or the editor: there `?` types a question mark. */
function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** Opens the dialog with `?` (outside text fields) or Mod+/ (anywhere). */
export function useShortcutsKey(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.metaKey || event.ctrlKey;
      if ((mod && event.key === "/") || (event.key === "?" && !mod && !event.altKey && !typingInto(event.target))) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
}

/** Every shortcut of the writing workspace, grouped as `shortcuts.ts` groups them. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const apple = isApple();
  const groups = [...new Set(EDITOR_SHORTCUTS.map((s) => s.group))];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      // The dialog itself scrolls (it takes focus, so the keyboard scrolls it too).
      className="max-h-[85vh] max-w-lg overflow-y-auto"
    >
      <div className="flex flex-col gap-4">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`} className="mb-1.5 text-sm font-semibold">
              {group}
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {EDITOR_SHORTCUTS.filter((s) => s.group === group).map((s) => (
                <div key={`${s.keys}-${s.action}`} className="contents">
                  <dt>{s.action}</dt>
                  <dd>
                    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                      {platformKeys(s.keys, apple)}
                    </kbd>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
