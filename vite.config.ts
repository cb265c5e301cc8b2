import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { Scanner } from "@tailwindcss/oxide";
import tailwindcss from "@tailwindcss/vite";
import { twMerge } from "tailwind-merge";
import { defineConfig, type Plugin } from "vite";
import { pageChunks } from "./scripts/vite-chunks";
import { TOOL_GROUPS, TOOLS } from "./src/shared/tools";
import { buildConflictTable } from "./src/web/lib/class-conflicts";

// In development the API runs in its own process (scripts/dev.mjs); Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? "3001";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every text asset of the client
 * build, once, so the server sends them without compressing on each request
 * (src/server/web/static.ts). Files under 1 KB, and versions no smaller than the original, are skipped.
 */
function precompress(): Plugin {
  return {
    name: "quillstack:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      const files = Object.keys(bundle).filter((name) => /\.(?:js|mjs|css|svg|json|txt|xml|html|wasm)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotliAsync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * `virtual:tool-index`: what the sidebar, the header and the landing page need to know about each
 * tool (slug, name, group, description), without the registry's prompts, fields and
 * FAQs, which only tool pages load. The build writes it out as data taken from the registry; the
 * dev server derives it from the registry module, so editing a tool reloads as usual.
 */
function toolIndex(): Plugin {
  const id = "virtual:tool-index";
  let command: "build" | "serve" = "build";
  return {
    name: "quillstack:tool-index",
    configResolved(config) {
      command = config.command;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      if (command === "serve") {
        return [
          'import { TOOL_GROUPS, TOOLS } from "@shared/tools";',
          "export { TOOL_GROUPS };",
          "export const TOOL_INDEX = TOOLS.map(({ slug, name, group, description }) =>",
          "  ({ slug, name, group, description }));",
        ].join("\n");
      }
      const index = TOOLS.map(({ slug, name, group, description }) => ({
        slug,
        name,
        group,
        description,
      }));
      return `export const TOOL_GROUPS = ${JSON.stringify(TOOL_GROUPS)};\nexport const TOOL_INDEX = ${JSON.stringify(index)};\n`;
    },
  };
}

/**
 * `virtual:app-styles`: how the root route includes the stylesheet (src/web/app.css). Built pages
 * carry it inline in <head>, so nothing blocks their first paint but the HTML itself: the prerender
 * gets the CSS text, the browser bundle only its key (React finds the prerendered <style> by it and
 * keeps it). The dev server links the file instead, so edits reload as usual.
 */
function appStyles(): Plugin {
  const id = "virtual:app-styles";
  let command: "build" | "serve" = "build";
  return {
    name: "quillstack:app-styles",
    configResolved(config) {
      command = config.command;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      if (command === "serve") {
        return 'import href from "/src/web/app.css?url";\nexport default { href, inline: null };\n';
      }
      if (this.environment.name === "client") return 'export default { href: "quillstack-styles", inline: "" };\n';
      return 'import inline from "/src/web/app.css?inline";\nexport default { href: "quillstack-styles", inline };\n';
    },
  };
}

/**
 * `virtual:class-conflicts`: which Tailwind classes override which, for every class in src/ (found by
 * Tailwind's own scanner, the one that decides what CSS to generate), worked out with tailwind-merge
 * at build time so the browser needs only the table (src/web/lib/class-conflicts.ts). The dev server
 * merges with tailwind-merge directly.
 */
function classConflicts(): Plugin {
  const id = "virtual:class-conflicts";
  let command: "build" | "serve" = "build";
  let table: string | undefined;
  return {
    name: "quillstack:class-conflicts",
    configResolved(config) {
      command = config.command;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      if (command === "serve") return "export default { groups: {}, removes: {} };\n";
      if (!table) {
        const root = new URL("./src", import.meta.url).pathname;
        const candidates = new Scanner({ sources: [{ base: root, pattern: "**/*", negated: false }] }).scan();
        table = JSON.stringify(buildConflictTable(candidates, twMerge));
      }
      return `export default JSON.parse(${JSON.stringify(table)});\n`;
    },
  };
}

/** Pages that hydrate without React Router, by name: their entry (see src/web/islands/landing.tsx). */
const ISLANDS = { landing: new URL("./src/web/islands/landing.tsx", import.meta.url).pathname };

/**
 * `virtual:islands`: builds each island's entry with the browser bundle and tells the prerender its
 * URL and the chunks it imports, so root.tsx can name them instead of React Router's scripts. The
 * prerender is built after the browser bundle, in the same process, so the names are known by then;
 * React Router runs each build with a config (and so a plugin) of its own, hence the process-wide slot.
 */
function islands(): Plugin {
  const id = "virtual:islands";
  let command: "build" | "serve" = "build";
  let base = "/";
  const slot = Symbol.for("quillstack:islands");
  const store = globalThis as { [slot]?: Record<string, { entry: string; imports: string[] }> };
  store[slot] ??= {};
  const built = store[slot];
  return {
    name: "quillstack:islands",
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const [name, file] of Object.entries(ISLANDS)) this.emitFile({ type: "chunk", id: file, name });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const [name, file] of Object.entries(ISLANDS)) {
        const chunk = Object.values(bundle).find((output) => output.type === "chunk" && output.facadeModuleId === file);
        if (chunk?.type !== "chunk") throw new Error(`island ${name}: no chunk for ${file}`);
        const imports = new Set<string>();
        const queue = [...chunk.imports];
        while (queue.length) {
          const fileName = queue.pop()!;
          if (imports.has(fileName)) continue;
          imports.add(fileName);
          const imported = bundle[fileName];
          if (imported?.type === "chunk") queue.push(...imported.imports);
        }
        built[name] = { entry: base + chunk.fileName, imports: [...imports].map((fileName) => base + fileName) };
      }
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      if (command === "serve" || this.environment.name === "client") return "export default {};\n";
      if (Object.keys(built).length !== Object.keys(ISLANDS).length)
        throw new Error("islands: prerender built before the browser bundle");
      return `export default ${JSON.stringify(built)};\n`;
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompress(),
    toolIndex(),
    appStyles(),
    classConflicts(),
    islands(),
    pageChunks(Object.values(ISLANDS)),
  ],
  resolve: {
    alias: {
      "~": new URL("./src/web", import.meta.url).pathname,
      "@shared": new URL("./src/shared", import.meta.url).pathname,
    },
  },
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
  // The editor's checker runs Harper in a module worker (features/editor/checking/lint.worker.ts);
  // Harper finds its WASM file by `new URL(…, import.meta.url)`, which pre-bundling would break.
  worker: { format: "es" },
  optimizeDeps: { exclude: ["harper.js"] },
});
