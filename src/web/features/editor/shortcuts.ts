/**
 * Every keyboard shortcut of the writing workspace, as the Keyboard shortcuts dialog lists them.
 * `Mod` is Ctrl (Windows, Linux) or ⌘ (macOS). Each feature appends its own entries here.
 */
export type EditorShortcut = { keys: string; action: string; group: string };

export const EDITOR_SHORTCUTS: EditorShortcut[] = [
  { keys: "Mod+B", action: "Bold", group: "Formatting" },
  { keys: "Mod+I", action: "Italic", group: "Formatting" },
  { keys: "Mod+K", action: "Add, edit or remove a link", group: "Formatting" },
  { keys: "Mod+Alt+0", action: "Paragraph", group: "Formatting" },
  { keys: "Mod+Alt+1", action: "Heading 1", group: "Formatting" },
  { keys: "Mod+Alt+2", action: "Heading 2", group: "Formatting" },
  { keys: "Mod+Alt+3", action: "Heading 3", group: "Formatting" },
  { keys: "Mod+Shift+8", action: "Bulleted list", group: "Formatting" },
  { keys: "Mod+Shift+7", action: "Numbered list", group: "Formatting" },
  { keys: "Mod+Shift+B", action: "Quote", group: "Formatting" },
  { keys: "# then Space", action: "Heading 1 (## for 2, ### for 3)", group: "Markdown while typing" },
  { keys: "- then Space", action: "Bulleted list", group: "Markdown while typing" },
  { keys: "1. then Space", action: "Numbered list", group: "Markdown while typing" },
  { keys: "> then Space", action: "Quote", group: "Markdown while typing" },
  { keys: "**text**", action: "Bold", group: "Markdown while typing" },
  { keys: "*text*", action: "Italic", group: "Markdown while typing" },
  { keys: "Mod+Z", action: "Undo", group: "Editing" },
  { keys: "Mod+Shift+Z", action: "Redo", group: "Editing" },
  { keys: "Alt+F10", action: "Move to the formatting toolbar", group: "Editing" },
  { keys: "Mod+Alt+I", action: "Show or hide Insight", group: "Workspace" },
  { keys: "Mod+Shift+E", action: "Open the Export menu", group: "Workspace" },
  { keys: "? or Mod+/", action: "Keyboard shortcuts", group: "Workspace" },
  { keys: "Alt+↓", action: "Go to the next writing problem and open its card", group: "Checking" },
  { keys: "Alt+↑", action: "Go to the previous writing problem and open its card", group: "Checking" },
  { keys: "Escape", action: "Close a problem's card and return to the text", group: "Checking" },
  { keys: "Alt+N", action: "New document (on the documents page)", group: "Documents" },
  { keys: "Mod+Alt+H", action: "Open the document's history", group: "History" },
  { keys: "Mod+J", action: "Open the AI actions for the selected text", group: "AI" },
  { keys: "Mod+Enter", action: "Accept the AI suggestion", group: "AI" },
  { keys: "Escape", action: "Discard the AI suggestion, or close the AI actions", group: "AI" },
];

/** The keys as this platform writes them: ⌘ on Apple devices, Ctrl elsewhere. */
export function platformKeys(keys: string, apple: boolean): string {
  return keys.replace(/Mod/g, apple ? "⌘" : "Ctrl").replace(/Alt/g, apple ? "⌥" : "Alt");
}

/** A button's tooltip with its shortcut, as this platform writes it: "Export (Ctrl+Shift+E)". */
export const withKeys = (label: string, keys: string) => `${label} (${platformKeys(keys, isApple())})`;

export function isApple(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
