import type { Editor } from "@tiptap/core";
import { Check, MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { isApple, platformKeys } from "../shortcuts";
import type { Item } from "./items";

/**
 * The toolbar's More menu: its less used buttons (Heading 3, Numbered list, Quote), shown only while
 * the bar is narrow (a panel open beside the text), when those buttons are hidden from the bar.
 */
export function MoreMenu({
  editor,
  items,
  disabled,
}: {
  editor: Editor;
  items: { item: Item; pressed: boolean }[];
  disabled: boolean;
}) {
  const apple = isApple();
  return (
    // Not modal: a modal menu hides the page from assistive technology while focusable, which axe flags.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <button
          type="button"
          aria-label="More formatting"
          title="More formatting"
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40 @3xl:hidden"
        >
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
        >
          {items.map(({ item, pressed }) => {
            const Icon = item.icon;
            return (
              <DropdownMenu.CheckboxItem
                key={item.label}
                checked={pressed}
                onSelect={() => item.run(editor)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
              >
                <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                <span className="flex-1">{item.label}</span>
                <span className="text-xs text-muted-foreground">{platformKeys(item.keys, apple)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check className="h-3.5 w-3.5" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
