import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/shared/routes";

// SPA mode with prerendered public pages: the Node server (Hono) serves build/client, so no
// React server runtime is needed in production. Guarded pages (/security, every tool) are
// prerendered too, so search engines get their title, description and JSON-LD without running
// JavaScript; their body shows the loading logo until the browser knows the session.
export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel checkouts build side by side; the server reads WEB_ROOT.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
