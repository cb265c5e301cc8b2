import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS } from "./src/shared/routes";

// SPA mode with prerendered public pages: the Node server (Hono) serves build/client, so no
// React server runtime is needed in production.
export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel checkouts build side by side; the server reads WEB_ROOT.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: PUBLIC_PATHS,
} satisfies Config;
