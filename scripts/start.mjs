// `npm start`: builds the web app when the build is missing or older than its sources, then runs
// the server. One command from a fresh clone (after `npm ci`) to a running Quillstack.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const built = "build/client/__spa-fallback.html";
const sources = ["src/web", "src/shared", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
process.exit(server.status ?? 1);
