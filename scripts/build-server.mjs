// Builds the production server: src/server/main.ts, the Harper worker and the command-line scripts
// (`npm run admin|backup|restore`) bundled by esbuild into BUILD_DIR/server/*.js (ESM, with source
// maps), packages included except those listed in `external` below, the `@shared/*` alias resolved
// from tsconfig.json, and the SQL migrations copied next to the bundle (src/server/db/client.ts finds
// them relative to its own file), then the ready-made database a new data directory starts from
// (src/server/db/seed.ts). Run by `npm run build`.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const outdir = path.join(process.env.BUILD_DIR ?? "build", "server");
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: "src/server/main.ts",
    // Started as a worker thread by src/server/nlp/rules.ts, which looks for it beside main.js.
    "harper-worker": "src/server/nlp/harper-worker.ts",
    // Imported below to write the ready-made database with the compiled code and migrations.
    "seed-build": "src/server/db/seed-build.ts",
    // The command-line scripts, run by `npm run admin|backup|restore` (scripts/cli.mjs).
    admin: "src/server/cli/set-role.ts",
    backup: "src/server/cli/backup.ts",
    restore: "src/server/cli/restore.ts",
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

// The same code the server runs, and the migrations just copied beside it: a seed always matches
// the build that ships it (and the server ignores one that does not). ~6 s and ~0.7 GB, once here
// instead of at every fresh install's first start (docs/decisions/0031-ready-made-database.md).
const { writeSeed } = await import(pathToFileURL(path.resolve(outdir, "seed-build.js")).href);
const seed = await writeSeed(path.join(outdir, "pglite-seed.tar.gz"));
console.log(`server built in ${outdir} (ready-made database with ${seed.migrations} migrations)`);
