/**
 * How the browser bundle is cut into chunks (vite.config.ts): what every page loads in two chunks, the
 * small modules the public pages share in with them, and the form machinery in one, so that a page's
 * first load is a few requests. What it measured and how to undo it:
 * docs/decisions/0018-first-load-scripts.md.
 */
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { visitorModules } from "../src/shared/routes";

type PluginContext = Rolldown.PluginContext;

/**
 * Index modules that re-export a library's parts (lucide-react's icons, radix-ui's primitives), by
 * id: the specifier modules import them by, and each exported name's module. An index imports every
 * part, so the module graph alone would say that every page uses all of them; a module that imports
 * `{ X, Zap }` from it uses two.
 */
type Barrels = Map<string, { specifier: string; parts: Map<string, string> }>;

function findBarrels(graph: PluginContext): Barrels {
  const barrels: Barrels = new Map();
  for (const id of graph.getModuleIds()) {
    const info = graph.getModuleInfo(id);
    const code = info?.code ?? "";
    const parts = new Map<string, string>();
    if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id)) {
      for (const [, names, file] of code.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g))
        for (const [, name] of names.matchAll(/default as (\w+)/g))
          parts.set(name, path.resolve(path.dirname(id), file));
      barrels.set(id, { specifier: "lucide-react", parts });
    } else if (/[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/.test(id)) {
      for (const [, name, specifier] of code.matchAll(/import \* as (\w+) from "([^"]+)"/g)) {
        const part = info?.importedIds.find((dep) => dep.includes(`/node_modules/${specifier}/`));
        if (part) parts.set(name, part);
      }
      barrels.set(id, { specifier: "radix-ui", parts });
    }
  }
  return barrels;
}

/** What module `id` imports statically, with each index it imports from replaced by the parts it names. */
function importsOf(graph: PluginContext, barrels: Barrels, id: string): string[] {
  const info = graph.getModuleInfo(id);
  const imports: string[] = [];
  for (const dep of info?.importedIds ?? []) {
    const barrel = barrels.get(dep);
    if (!barrel) {
      imports.push(dep);
      continue;
    }
    const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${barrel.specifier}["']`, "g");
    for (const [, names] of (info?.code ?? "").matchAll(from))
      for (const name of names.split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
        const part = barrel.parts.get(name);
        if (part) imports.push(part);
      }
  }
  return imports;
}

/** Every module `roots` import statically, directly or not (the roots themselves left out). */
function staticImports(graph: PluginContext, barrels: Barrels, roots: string[]) {
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...importsOf(graph, barrels, id));
  }
  for (const root of roots) found.delete(root);
  return found;
}

const VISITORS = new Set(visitorModules());

/**
 * The routes a visitor can land on (from the page table, src/shared/pages.ts): their pages are
 * prerendered and must load fast on a phone.
 */
export function isVisitorRoute(id: string): boolean {
  return /[\\/]src[\\/]web[\\/]routes[\\/][^\\/]+\.tsx$/.test(id) && VISITORS.has(path.basename(id));
}
/** The public pages with forms: what they share of the form machinery is one chunk (`forms`). */
const FORM_ROUTE = /[\\/]src[\\/]web[\\/]routes[\\/](?:auth|contact)\.tsx$/;
/** A module below this many characters of compiled code is "small". */
const SMALL_MODULE = 4500;
/** Our own modules and the icons; not the tool registry, which tool pages load as a chunk of its own. */
const isOursOrIcon = (id: string) =>
  (/[\\/]src[\\/](?:web|shared)[\\/]/.test(id) && !/[\\/]src[\\/]shared[\\/]tools[\\/]/.test(id)) ||
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);

/**
 * The small modules of our own and the icons that a public page imports statically and that more than
 * one chunk root (route, island, lazily imported screen) loads: left to the bundler, each would be a
 * chunk of its own. Only those whose imports are all in `shell` or small themselves: the bundler puts
 * what a grouped module imports in its group too, and a big library must not come with them.
 */
function smallSharedModules(
  graph: PluginContext,
  barrels: Barrels,
  loaders: Map<string, number>,
  everyPage: Set<string>,
  shell: Set<string>,
  islandEntries: string[],
) {
  const ids = [...graph.getModuleIds()];
  const publicPages = staticImports(graph, barrels, [...ids.filter(isVisitorRoute), ...islandEntries]);
  const small = new Set(
    [...publicPages].filter((id) => {
      const info = graph.getModuleInfo(id);
      if (everyPage.has(id) || !isOursOrIcon(id) || info?.isEntry || (loaders.get(id) ?? 0) < 2) return false;
      return (info?.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE;
    }),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of small) {
      if (importsOf(graph, barrels, id).every((dep) => shell.has(dep) || small.has(dep))) continue;
      small.delete(id);
      changed = true;
    }
  }
  return small;
}

/** How many chunk roots (entries, lazily imported modules) load each module, directly or not. */
function countLoaders(graph: PluginContext, barrels: Barrels) {
  const loaders = new Map<string, number>();
  for (const root of graph.getModuleIds()) {
    const info = graph.getModuleInfo(root);
    if (!info?.isEntry && !info?.dynamicImporters.length) continue;
    for (const id of [root, ...staticImports(graph, barrels, [root])]) loaders.set(id, (loaders.get(id) ?? 0) + 1);
  }
  return loaders;
}

/**
 * Two chunks for what every page loads: the client entry, the root route and the site shell (header,
 * sidebar, footer) with everything they import statically. Left to itself the bundler cuts that code
 * into dozens of small shared chunks, and each is one more request before the page can hydrate.
 * `shell` holds what the islands load too (React, the shell's components); `app` what only the app
 * loads (React Router, the root route), so an island's page does not download it.
 *
 * `shell` also takes the small modules of our own and the icons that a public page imports
 * statically (`SMALL_MODULE`): shared with another page or a lazy screen, each would otherwise be a
 * chunk of a few hundred bytes, and a phone on HTTP/1.1 waits a round trip for each of them (six
 * connections, one request at a time on each). `forms` holds what the public pages with forms share
 * with other screens (react-hook-form, the Radix primitives of the sign-in card and the contact
 * form): one chunk instead of seven, which the signed-in screens then find in the cache. Bigger
 * modules only some pages use keep their own chunks.
 */
export function pageChunks(islandEntries: string[]): Plugin {
  const shell = new Set<string>();
  const app = new Set<string>();
  const forms = new Set<string>();
  return {
    name: "quillstack:page-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const appRoots = ids.filter((id) =>
        /[\\/](?:src[\\/]web[\\/](?:root|routes[\\/]shell)\.tsx|entry\.client\.tsx)(?:\?|$)/.test(id),
      );
      const barrels = findBarrels(this);
      const everyPage = staticImports(this, barrels, appRoots);
      const islandPages = staticImports(this, barrels, islandEntries);
      for (const id of everyPage) (islandPages.has(id) ? shell : app).add(id);
      const loaders = countLoaders(this, barrels);
      for (const id of smallSharedModules(this, barrels, loaders, everyPage, shell, islandEntries)) shell.add(id);
      const formPages = staticImports(
        this,
        barrels,
        ids.filter((id) => FORM_ROUTE.test(id)),
      );
      // Not zod: /auth loads it only when its sign-up tab opens, and /contact's is a chunk of its own.
      for (const id of formPages)
        if (!everyPage.has(id) && !shell.has(id) && (loaders.get(id) ?? 0) >= 2 && !/[\\/]zod[\\/]/.test(id))
          forms.add(id);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: "shell", test: (id: string) => shell.has(id) },
            { name: "app", test: (id: string) => app.has(id) },
            { name: "forms", test: (id: string) => forms.has(id) },
          ],
        },
      };
    },
  };
}
