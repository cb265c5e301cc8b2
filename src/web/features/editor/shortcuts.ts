/**
 * Every keyboard shortcut of the writing workspace, for the shortcuts help and the docs. `Mod` is
 * Ctrl (Cmd on a Mac). Each feature appends its own.
 */
export const EDITOR_SHORTCUTS: { keys: string; action: string; group: string }[] = [
  { keys: "Alt+N", action: "New document (on the documents page)", group: "Documents" },
  { keys: "Mod+Alt+H", action: "Open the document's history", group: "History" },
];
