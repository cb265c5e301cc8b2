import { useEffect, useRef } from "react";
import type { AiAction } from "./actions";

type Item = { key: string; label: string; hasMore?: boolean };

/**
 * A keyboard menu of the AI actions, or of one action's choices (its modes, tones or languages):
 * focus starts on the first item, the arrows (and Home, End) move it, Enter chooses, Escape goes
 * back (from the choices to the actions; from the actions out of the menu).
 */
export function AiActionMenu({
  actions,
  picking,
  onChoose,
  onPick,
  onBack,
}: {
  actions: AiAction[];
  /** The action whose choice is being picked, if any. */
  picking: AiAction | null;
  onChoose: (action: AiAction) => void;
  onPick: (choice: string) => void;
  onBack: () => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const items: Item[] = picking?.pick
    ? picking.pick.choices.map((c) => ({ key: c.value, label: c.label }))
    : actions.map((a) => ({ key: a.id, label: a.label, hasMore: Boolean(a.pick) }));

  // Each list (the actions, then a choice's) opens with its first item focused.
  const listKey = picking?.id ?? "actions";
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another list opens
  useEffect(() => {
    list.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
  }, [listKey]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      event.preventDefault();
      buttons[(i + buttons.length) % buttons.length]?.focus();
    };
    if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(buttons.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onBack();
    }
  };

  const label = picking?.pick ? `${picking.label}: ${picking.pick.label.toLowerCase()}` : "AI actions";
  return (
    <div
      ref={list}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex max-h-72 w-56 flex-col overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {picking?.pick && <p className="px-2 py-1 text-xs font-medium text-muted-foreground">{label}</p>}
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-haspopup={item.hasMore ? "menu" : undefined}
          className="rounded px-2 py-1.5 text-left text-sm hover:bg-accent focus:bg-accent focus:outline-none"
          onClick={() => {
            const action = actions.find((a) => a.id === item.key);
            if (!picking && action) onChoose(action);
            else onPick(item.key);
          }}
        >
          {item.label}
          {item.hasMore && <span aria-hidden="true"> …</span>}
        </button>
      ))}
    </div>
  );
}
