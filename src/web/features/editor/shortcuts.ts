/**
 * The editor's keyboard shortcuts, as the shortcuts list shows them ("Mod" is ⌘ on a Mac, Ctrl
 * elsewhere). Each feature of the writing workspace adds its own here.
 */
export const EDITOR_SHORTCUTS: { keys: string; action: string; group: string }[] = [
  { keys: "Mod+J", action: "Open the AI actions for the selected text", group: "AI" },
  { keys: "Mod+Enter", action: "Accept the AI suggestion", group: "AI" },
  { keys: "Escape", action: "Discard the AI suggestion, or close the AI actions", group: "AI" },
];
