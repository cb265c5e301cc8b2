// `npm run admin|backup|restore -- …`: runs the command-line script compiled beside the server
// (BUILD_DIR/server/<name>.js, see scripts/build-server.mjs), so a production install needs no
// TypeScript loader. When that build is missing or older than the sources (a checkout being worked
// on), the script runs from source through tsx, a development dependency, as before. It never builds
// itself: `npm run backup` may run beside a server, and rebuilding would delete the files that
// server still loads.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { buildDir, isStale, parts } from "./build-parts.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const sources = { admin: "set-role.ts", backup: "backup.ts", restore: "restore.ts" };
const [name, ...args] = process.argv.slice(2);
if (!(name in sources)) {
  console.error(`Usage: node scripts/cli.mjs <${Object.keys(sources).join("|")}> [arguments]`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

const server = parts.find((part) => part.name === "server");
let command;
if (!isStale(server)) command = [...SERVER_NODE_FLAGS, path.join(buildDir, "server", `${name}.js`)];
else if (hasTsx()) command = ["--import", "tsx", path.join("src/server/cli", sources[name])];
else {
  console.error(
    `The server's build in ${buildDir}/server is missing or older than its sources: run \`npm run build\`.`,
  );
  process.exit(1);
}
const run = spawnSync(process.execPath, [...command, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);
