/* The tools sidebar's folded state, kept in this browser (ToolSidebar.tsx). */

export const COLLAPSED_KEY = "tool-sidebar-collapsed";
/** On <html> while the sidebar is folded: set before the first paint, so a folded sidebar never shows open. */
export const COLLAPSED_CLASS = "sidebar-collapsed";

/**
 * Runs in <head> before the page paints (root.tsx): the page's HTML is rendered open, and React
 * reads the choice only after hydrating, so a folded sidebar showed open for a moment on each load.
 * app.css folds the sidebar while <html> has the class.
 */
export const sidebarHeadScript = `(function(){try{if(localStorage.getItem("${COLLAPSED_KEY}")==="1")document.documentElement.classList.add("${COLLAPSED_CLASS}");}catch(e){}})();`;
