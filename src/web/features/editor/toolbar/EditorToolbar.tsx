import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Link2 } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { EDITOR_REQUEST_EVENT, type EditorRequest } from "../extensions";
import { isApple, platformKeys } from "../shortcuts";
import { BLOCKS, HISTORY, type Item, LISTS, MARKS } from "./items";
import { LinkDialog } from "./LinkDialog";
import { MoreMenu } from "./MoreMenu";

/**
 * The formatting toolbar above the text. One tab stop: arrow keys move between its buttons (Home and
 * End to the ends), as the ARIA toolbar pattern says; Alt+F10 in the text comes here, Escape goes back.
 * Each button tells its shortcut in its tooltip. `children` are more controls at its end (Export…).
 */
export function EditorToolbar({ editor, children }: { editor: Editor; children?: ReactNode }) {
  const groups = [BLOCKS, MARKS, LISTS];
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: [...BLOCKS, ...MARKS, ...LISTS].map((item) => item.active?.(e) ?? false),
      link: e.isActive("link"),
      enabled: HISTORY.map((item) => item.enabled?.(e) ?? true),
      editable: e.isEditable,
    }),
  });
  const bar = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const apple = isApple();

  useEffect(() => {
    const dom = editor.view.dom;
    const onRequest = (event: Event) => {
      const what = (event as CustomEvent<EditorRequest>).detail;
      if (what === "link") setLinkOpen(true);
      if (what === "toolbar") buttons()[focused]?.focus();
    };
    dom.addEventListener(EDITOR_REQUEST_EVENT, onRequest);
    return () => dom.removeEventListener(EDITOR_REQUEST_EVENT, onRequest);
  });

  // Every button of the bar takes part, the page's own ones at its end too (Insight, Export…);
  // not those moved into the More menu while the bar is narrow (hidden, so without a box).
  const buttons = () =>
    [...(bar.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])].filter(
      (b) => !b.disabled && b.getClientRects().length > 0,
    );

  // One tab stop: the button last focused (the first at start) is the one Tab reaches.
  useEffect(() => {
    const all = buttons();
    const current = Math.min(focused, all.length - 1);
    for (const [i, b] of all.entries()) b.tabIndex = i === current ? 0 : -1;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (event.key === "Escape") {
      editor.commands.focus();
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + all.length) % all.length;
    setFocused(target);
    all[target]?.focus();
  };

  const button = (item: Item, pressed: boolean | undefined, enabled = true) => {
    const Icon = item.icon;
    return (
      <button
        key={item.label}
        type="button"
        aria-label={item.label}
        aria-pressed={pressed}
        title={`${item.label} (${platformKeys(item.keys, apple)})`}
        disabled={!state.editable || !enabled}
        onClick={() => item.run(editor)}
        className={cn(
          item.spare && "@max-3xl:hidden",
          "inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground transition-colors",
          "hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          "disabled:opacity-40 aria-pressed:bg-primary/15 aria-pressed:text-foreground",
        )}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </button>
    );
  };

  let pressedIndex = 0;
  const all = [...BLOCKS, ...MARKS, ...LISTS];
  const spares = all.flatMap((item, i) => (item.spare ? [{ item, pressed: state.pressed[i] }] : []));
  const linkItem: Item = { label: "Link", keys: "Mod+K", icon: Link2, run: () => setLinkOpen(true) };
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const index = buttons().indexOf(event.target as unknown as HTMLButtonElement);
        if (index >= 0) setFocused(index);
      }}
      // A container: a narrow bar (a panel open beside the text) moves its less used buttons into More
      // and shows the page's buttons as icons, so it stays one row.
      className="@container sticky top-16 z-10 flex flex-wrap items-center gap-1 rounded-t-lg border-b bg-card px-2 py-1.5"
    >
      {groups.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-r pr-1 last:border-r-0">
          {group.map((item) => button(item, state.pressed[pressedIndex++]))}
          {g === 1 && button(linkItem, state.link)}
        </div>
      ))}
      <div className="flex items-center gap-0.5">
        {HISTORY.map((item, i) => button(item, undefined, state.enabled[i]))}
      </div>
      <MoreMenu editor={editor} items={spares} disabled={!state.editable} />
      {children && <div className="ml-auto flex flex-wrap items-center gap-1">{children}</div>}
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
    </div>
  );
}
