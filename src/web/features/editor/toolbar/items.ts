import type { Editor } from "@tiptap/core";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";

export type Item = {
  label: string;
  keys: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** Pressed state; an action (undo) has none. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  /**
   * Less used: when the toolbar is narrow (Insight or Issues open beside the text), it moves into
   * the More menu so the bar stays one row. Its shortcut works either way.
   */
  spare?: boolean;
};
const chain = (editor: Editor) => editor.chain().focus();

export const BLOCKS: Item[] = [
  {
    label: "Paragraph",
    keys: "Mod+Alt+0",
    icon: Pilcrow,
    run: (e) => chain(e).setParagraph().run(),
    active: (e) => e.isActive("paragraph"),
  },
  ...([1, 2, 3] as const).map((level) => ({
    label: `Heading ${level}`,
    keys: `Mod+Alt+${level}`,
    icon: [Heading1, Heading2, Heading3][level - 1],
    run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
    active: (e: Editor) => e.isActive("heading", { level }),
    spare: level === 3,
  })),
];

export const MARKS: Item[] = [
  {
    label: "Bold",
    keys: "Mod+B",
    icon: Bold,
    run: (e) => chain(e).toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    label: "Italic",
    keys: "Mod+I",
    icon: Italic,
    run: (e) => chain(e).toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
];

export const LISTS: Item[] = [
  {
    label: "Bulleted list",
    keys: "Mod+Shift+8",
    icon: List,
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    keys: "Mod+Shift+7",
    icon: ListOrdered,
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
    spare: true,
  },
  {
    label: "Quote",
    keys: "Mod+Shift+B",
    icon: Quote,
    run: (e) => chain(e).toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
    spare: true,
  },
];

export const HISTORY: Item[] = [
  { label: "Undo", keys: "Mod+Z", icon: Undo2, run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
  {
    label: "Redo",
    keys: "Mod+Shift+Z",
    icon: Redo2,
    run: (e) => chain(e).redo().run(),
    enabled: (e) => e.can().redo(),
  },
];
