import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import ts from "typescript";

/**
 * The folder-level import graph behind `src/import-layers.test.ts`. Biome's `noImportCycles` catches
 * file cycles; this catches the looser kind, where `a/x.ts` imports `b/y.ts` and `b/z.ts` imports
 * `a/w.ts`: no file cycle, but neither folder can be understood (or moved) without the other.
 */

export const ROOT = join(import.meta.dirname, "..");

/** The aliases of tsconfig.json's `paths` (and Vite's and Vitest's `resolve.alias`). */
const ALIASES: Record<string, string> = { "~/": "src/web/", "@shared/": "src/shared/" };

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Production source under `dir`: tests and the test-only helpers are not part of the layers. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "test-support" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/** The repository path a specifier names, or undefined for a package (or a virtual module). */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith("."))
    base = relative(ROOT, join(ROOT, dirname(fromFile), specifier))
      .split(sep)
      .join("/");
  else return undefined;
  const withoutJs = base.replace(/\.js$/, "");
  for (const candidate of [base, ...EXTENSIONS.map((ext) => withoutJs + ext)]) {
    const full = join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return base;
}

/** Every import, export-from, dynamic import and require of a file, type-only imports included. */
export function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, true);
  return info.importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
}

/**
 * The unit a file belongs to: `features/<name>` and the other first-level folders of src/web,
 * `<name>` for a folder of src/server; a file lying directly in src/server or src/web is its own unit.
 */
export function folderOf(file: string): string | undefined {
  const web = file.match(/^src\/web\/(features\/[^/]+|components\/[^/]+|[^/]+)\//);
  if (web) return `web/${web[1]}`;
  const server = file.match(/^src\/server\/([^/]+)\//);
  if (server) return `server/${server[1]}`;
  const top = file.match(/^src\/(web|server)\/([^/]+)$/);
  if (top) return `${top[1]}/${top[2]}`;
  return undefined;
}

export type Edge = { from: string; to: string; file: string; imported: string };

/** Folder-to-folder edges, each with the first file import that makes it. */
export function folderEdges(files: string[]): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const imported of importsOf(file)) {
      const to = folderOf(imported);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, file, imported });
    }
  }
  return [...edges.values()];
}

/** Strongly connected components of more than one folder (Tarjan), each sorted, in sorted order. */
export function folderCycles(edges: Edge[], exempt: readonly string[] = []): string[][] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (exempt.includes(from) || exempt.includes(to)) continue;
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One line per edge inside a cycle, naming the file import that makes it, for the failure message. */
export function describeCycle(cycle: string[], edges: Edge[]): string[] {
  return edges
    .filter(({ from, to }) => cycle.includes(from) && cycle.includes(to))
    .map(({ from, to, file, imported }) => `${from} -> ${to} (${file} imports ${imported})`)
    .sort();
}

/**
 * The layers, lowest first: a folder imports its own layer or a lower one, never a higher one. A
 * folder not named here is a feature (the middle layer), so a new feature folder needs no entry;
 * a new lower folder does. Folders of one layer may import each other one way (the cycle check).
 * Why: docs/decisions/0010-folder-layers.md.
 */
const LAYERS: Record<string, readonly (readonly string[])[]> = {
  web: [
    ["web/lib"],
    ["web/components/*"],
    ["web/features/*"],
    ["web/routes", "web/islands", "web/root.tsx", "web/routes.ts"],
  ],
  server: [
    [
      "server/config.ts",
      "server/log.ts",
      "server/secret.ts",
      "server/version.ts",
      "server/db",
      "server/batching",
      "server/email",
      "server/ai",
      "server/net",
    ],
    ["server/auth"],
    ["server/http"],
    ["server/*"],
    ["server/admin", "server/cli"],
    ["server/app.ts", "server/root", "server/server.ts", "server/main.ts"],
  ],
};

/** A folder's layer: its index in LAYERS, the `*` entry of its side when no entry names it. */
export function layerOf(folder: string): number {
  const side = LAYERS[folder.split("/")[0]];
  const named = side.findIndex((layer) => layer.includes(folder));
  if (named >= 0) return named;
  const matched = side.findIndex((layer) =>
    layer.some((entry) => entry.endsWith("/*") && folder.startsWith(entry.slice(0, -1))),
  );
  if (matched < 0) throw new Error(`${folder} has no layer: add it to LAYERS in src/import-layers.ts`);
  return matched;
}

/** Edges that run up a layer, as lines naming the file import that makes each. */
export function upwardEdges(edges: Edge[], exempt: readonly string[] = []): string[] {
  return edges
    .filter(({ from, to }) => !exempt.includes(from) && !exempt.includes(to) && layerOf(from) < layerOf(to))
    .map(({ from, to, file, imported }) => `${from} -> ${to} (${file} imports ${imported})`)
    .sort();
}
