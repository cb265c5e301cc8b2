// The two parts of `npm run build`, where each lands and what it is built from: `npm start`
// (scripts/start.mjs) rebuilds a part older than its sources, and the command-line scripts
// (scripts/cli.mjs) run the compiled server's only when it is current.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const buildDir = process.env.BUILD_DIR ?? "build";
const common = ["src/shared", "package-lock.json", "tsconfig.json"];
// The web app first: with ssr:false, `react-router build` deletes BUILD_DIR/server (where it
// prerendered from), so a rebuilt web app always means a rebuilt server too.
export const parts = [
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

/** Whether a part is missing or older than any of its sources. */
export function isStale(part) {
  return !existsSync(part.built) || Math.max(...part.sources.map(newestMtime)) > statSync(part.built).mtimeMs;
}
