import type { AnyExtension } from "@tiptap/core";
import { Extension } from "@tiptap/core";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { InsightHighlights } from "./insight/highlights";
import { PasteCleanup } from "./paste";

/** What a workspace shortcut inside the editor asks the page for (the page owns the dialogs). */
export type EditorRequest = "link" | "toolbar";
export const EDITOR_REQUEST_EVENT = "editor-request";

/**
 * Shortcuts that open something outside the text: the link dialog (Mod+K) and the toolbar
 * (Alt+F10, as in other editors). They reach the page as a DOM event from the editor's element.
 */
const WorkspaceKeys = Extension.create({
  name: "workspaceKeys",
  addKeyboardShortcuts() {
    const request = (what: EditorRequest) => () => {
      this.editor.view.dom.dispatchEvent(new CustomEvent(EDITOR_REQUEST_EVENT, { detail: what, bubbles: true }));
      return true;
    };
    return { "Mod-k": request("link"), "Alt-F10": request("toolbar") };
  },
});

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
    PasteCleanup,
    WorkspaceKeys,
    InsightHighlights,
    Checking,
  ];
}
