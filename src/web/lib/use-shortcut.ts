import { useEffect, useRef } from "react";

/**
 * Calls `action` when the page gets the shortcut, e.g. "Alt+N" or "Mod+Alt+H" (Mod: Ctrl, or Cmd on
 * a Mac). Keys are matched by their physical key (KeyboardEvent.code): with Alt held, a Mac types
 * another character (Alt+N is "˜"), so event.key would never match.
 */
export function useShortcut(keys: string, action: () => void, enabled = true) {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!enabled) return;
    const parts = keys.split("+");
    const letter = parts.at(-1)?.toUpperCase() ?? "";
    const wants = (name: string) => parts.includes(name);
    const onKey = (event: KeyboardEvent) => {
      const mac = /Mac|iPhone|iPad/.test(navigator.platform);
      const mod = mac ? event.metaKey : event.ctrlKey;
      if (event.code !== `Key${letter}` || event.repeat) return;
      if (mod !== wants("Mod") || event.altKey !== wants("Alt") || event.shiftKey !== wants("Shift")) return;
      if (!wants("Mod") && (event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keys, enabled]);
}
