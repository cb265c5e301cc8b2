// `npm start`: builds the web app and the server when their build is missing or older than their
// sources, then runs the compiled server (no TypeScript compiler at run time). One command from a
// fresh clone (after `npm ci`) to a running Quillstack. BUILD_DIR builds and serves elsewhere.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { buildDir, isStale, parts } from "./build-parts.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

for (const part of parts) {
  if (!isStale(part)) continue;
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
