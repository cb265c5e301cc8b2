/** The editor's keyboard shortcuts, listed for the shortcuts help; each feature adds its own. */
export const EDITOR_SHORTCUTS: { keys: string; action: string; group: string }[] = [
  { keys: "Alt+↓", action: "Go to the next writing problem and open its card", group: "Checking" },
  { keys: "Alt+↑", action: "Go to the previous writing problem and open its card", group: "Checking" },
  { keys: "Escape", action: "Close a problem's card and return to the text", group: "Checking" },
];
