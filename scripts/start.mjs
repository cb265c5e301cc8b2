// `npm start`: builds the web app and the server when their build is missing or older than their
// sources, then runs the compiled server (no TypeScript compiler at run time). One command from a
// fresh clone (after `npm ci`) to a running Quillstack. BUILD_DIR builds and serves elsewhere.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const common = ["src/shared", "package-lock.json", "tsconfig.json"];
// The web app first: with ssr:false, `react-router build` deletes BUILD_DIR/server (where it
// prerendered from), so a rebuilt web app always means a rebuilt server too.
const parts = [
  {
    name: "web app",
    built: path.join(buildDir, "client/__spa-fallback.html"),
    sources: ["src/web", "react-router.config.ts", "vite.config.ts", ...common],
    command: ["npx", "react-router", "build"],
  },
  {
    name: "server",
    built: path.join(buildDir, "server/main.js"),
    sources: ["src/server", "scripts/build-server.mjs", ...common],
    command: [process.execPath, "scripts/build-server.mjs"],
  },
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

for (const part of parts) {
  const stale = !existsSync(part.built) || Math.max(...part.sources.map(newestMtime)) > statSync(part.built).mtimeMs;
  if (!stale) continue;
  console.log(`Building the ${part.name}…`);
  const [cmd, ...args] = part.command;
  const build = spawnSync(cmd, args, { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(buildDir, "server/main.js")], {
  stdio: "inherit",
});
// A stop request to `npm start` (Ctrl-C, docker stop) reaches the server, which shuts down cleanly.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
