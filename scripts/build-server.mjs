// Builds the production server: src/server/main.ts and the Harper worker bundled by esbuild into
// BUILD_DIR/server/*.js (ESM, with source maps), packages from node_modules left as imports, the
// `@shared/*` alias resolved from tsconfig.json, and the SQL migrations copied next to the bundle
// (src/server/db/client.ts finds them relative to its own file). Run by `npm run build`.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = path.join(process.env.BUILD_DIR ?? "build", "server");
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: "src/server/main.ts",
    // Started as a worker thread by src/server/nlp/rules.ts, which looks for it beside main.js.
    "harper-worker": "src/server/nlp/harper-worker.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  // Modules the server imports with import() become chunks of their own, so their packages load on
  // first use, not at start-up. Chunks stay beside main.js: src/server/db/client.ts finds
  // migrations/ next to whichever file it ends up in.
  splitting: true,
  target: "node20.19",
  // Packages are bundled too: Node resolves and reads one file per module, and a few hundred of
  // them cost a third of a second at every start (bench/README.md). Left outside are the packages
  // that find files of their own beside their code (PGlite's WebAssembly and data, Harper's
  // WebAssembly, node-llama-cpp's native binaries) or that load optional native modules (pg).
  external: ["@electric-sql/pglite", "harper.js", "node-llama-cpp", "pg", "pg-native"],
  tsconfig: "tsconfig.json",
  sourcemap: true,
  // The maps point at src/server/… without copying the sources into them; that is all
  // `node --enable-source-maps` needs to report original files and lines in stack traces.
  sourcesContent: false,
  logLevel: "warning",
  // CommonJS packages in the bundle call require() for Node's built-ins; an ES module has none.
  banner: {
    js: 'import { createRequire as __qsCreateRequire } from "node:module"; const require = __qsCreateRequire(import.meta.url);',
  },
});

cpSync("src/server/db/migrations", path.join(outdir, "migrations"), { recursive: true });
console.log(`server built in ${outdir}`);
