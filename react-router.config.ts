import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./src/shared/routes";
import { TOOLS } from "./src/shared/tools";

// SPA mode with prerendered public pages: the Node server (Hono) serves build/client, so no
// React server runtime is needed in production. Guarded pages (/security, every tool) are
// prerendered too, so search engines get their title, description and JSON-LD without running
// JavaScript; their body shows the loading logo until the browser knows the session.
export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel checkouts build side by side; the server reads WEB_ROOT.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: [...PUBLIC_PATHS, "/security", ...TOOLS.map((tool) => `/tools/${tool.slug}`)],
} satisfies Config;
