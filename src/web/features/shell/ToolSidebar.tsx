import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { COLLAPSED_CLASS, COLLAPSED_KEY } from "./sidebar-state";
import { ToolNav } from "./ToolNav";

/**
 * The tool sidebar shown at large widths, which can be folded to a narrow strip so the page (the
 * editor, the admin tables) gets its width. The choice is kept in this browser's localStorage.
 */
export function ToolSidebar() {
  const [collapsed, setCollapsed] = useState(false);
  // Read after mount: the page is hydrated from HTML rendered without localStorage, open.
  useEffect(() => {
    try {
      setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "1");
    } catch {
      // Storage refused (private mode, a policy): the sidebar stays open.
    }
  }, []);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    document.documentElement.classList.toggle(COLLAPSED_CLASS, next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? "1" : "0");
    } catch {
      // Not kept: it is folded for this page only.
    }
  };
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      className={cn(
        "tool-sidebar sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 overflow-y-auto border-r border-border lg:block",
        collapsed ? "w-12" : "w-72",
      )}
    >
      <div className={cn("flex px-2 pt-2", collapsed ? "justify-center" : "justify-end")}>
        <button
          type="button"
          aria-label="Tools sidebar"
          aria-expanded={!collapsed}
          aria-controls="tool-sidebar-list"
          title={collapsed ? "Show the tools sidebar" : "Hide the tools sidebar"}
          onClick={toggle}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div id="tool-sidebar-list" hidden={collapsed}>
        <ToolNav idPrefix="sidebar-tools" />
      </div>
    </aside>
  );
}
