import type { AnyExtension } from "@tiptap/core";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { Checking } from "./checking/extension";

/**
 * The writing workspace's editor: Tiptap's StarterKit (headings, bold, italic, lists, quotes, code,
 * links, undo/redo and their Markdown input rules) and the workspace's own extensions. Each feature
 * of the workspace (checking as you type, AI on a selection, insight highlights) adds its extension
 * here.
 */
export function editorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
    }),
    Placeholder.configure({ placeholder: "Start writing…" }),
    Checking,
  ];
}
