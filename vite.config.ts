import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In development the API runs in its own process (scripts/dev.mjs); Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": new URL("./src/web", import.meta.url).pathname,
      "@shared": new URL("./src/shared", import.meta.url).pathname,
    },
  },
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
});
