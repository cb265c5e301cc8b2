import type { ToolGroupId } from "@shared/tools";
import { ChevronDown, FileText, Search } from "lucide-react";
import { type Ref, useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { NavLink, useLocation } from "~/lib/nav";
import { useSessionUser } from "~/lib/session";
import { findToolSummary, TOOL_GROUPS, TOOL_INDEX } from "~/lib/tool-index";
import { highlight } from "./highlight";

function currentGroup(pathname: string): ToolGroupId | null {
  const slug = /^\/tools\/([^/]+)/.exec(pathname)?.[1];
  return (slug && findToolSummary(slug)?.group) || null;
}

/**
 * `idPrefix` names the groups' elements: fixed, not useId(), whose values depend on the tree around
 * the list, which differs between the app and the landing page's island (islands/landing.tsx).
 */
type ToolNavProps = { idPrefix: string; searchRef?: Ref<HTMLInputElement> };

/** The tool list: a name search, and collapsible groups with one open at a time (all open while searching). */
export function ToolNav({ idPrefix, searchRef }: ToolNavProps) {
  const { pathname } = useLocation();
  const activeGroup = currentGroup(pathname);
  const [openGroup, setOpenGroup] = useState<ToolGroupId | null>(activeGroup ?? "write");
  const [query, setQuery] = useState("");
  const user = useSessionUser();

  useEffect(() => {
    if (activeGroup) setOpenGroup(activeGroup);
  }, [activeGroup]);

  const needle = query.trim().toLowerCase();
  const matches = needle ? TOOL_INDEX.filter((tool) => tool.name.toLowerCase().includes(needle)) : TOOL_INDEX;

  return (
    <nav aria-label="Tools" className="flex flex-col gap-3 p-4">
      {user && (
        <NavLink
          to="/documents"
          className={({ isActive }) =>
            cn(
              "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              isActive ? "bg-accent text-accent-foreground" : "hover:bg-muted",
            )
          }
        >
          <FileText className="h-4 w-4" aria-hidden="true" /> My documents
        </NavLink>
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={searchRef}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search tools..."
          aria-label="Search tools"
          className="h-9 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:border-transparent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>

      {needle && matches.length === 0 && (
        <p className="px-2 py-4 text-center text-sm text-muted-foreground">No tools found for "{query.trim()}"</p>
      )}

      {TOOL_GROUPS.map((group) => {
        const tools = matches.filter((tool) => tool.group === group.id);
        if (tools.length === 0) return null;
        const open = needle ? true : openGroup === group.id;
        return (
          <div key={group.id} data-state={open ? "open" : "closed"}>
            <button
              type="button"
              aria-controls={`${idPrefix}-${group.id}`}
              aria-expanded={open}
              data-state={open ? "open" : "closed"}
              onClick={() => {
                if (!needle) setOpenGroup(open ? null : group.id);
              }}
              className="flex w-full items-center justify-between rounded-md px-2 py-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {group.label}
              <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
            </button>
            <div id={`${idPrefix}-${group.id}`} data-state={open ? "open" : "closed"} hidden={!open}>
              {open && (
                <ul className="mt-1 flex flex-col gap-0.5">
                  {tools.map((tool) => (
                    <li key={tool.slug}>
                      <NavLink
                        to={`/tools/${tool.slug}`}
                        className={({ isActive }) =>
                          cn(
                            "block rounded-lg px-3 py-2 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                            isActive ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                          )
                        }
                      >
                        <span className="block text-sm font-medium">{highlight(tool.name, needle)}</span>
                        <span className="block text-xs text-muted-foreground">{tool.description}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </nav>
  );
}
