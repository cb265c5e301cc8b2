import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// In development the API runs in its own process (scripts/dev.mjs); Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? "3001";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every text asset of the client
 * build, once, so the server sends them without compressing on each request
 * (src/server/web/static.ts). Files under 1 KB, and versions no smaller than the original, are skipped.
 */
function precompress(): Plugin {
  return {
    name: "quillstack:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      const files = Object.keys(bundle).filter((name) => /\.(?:js|mjs|css|svg|json|txt|xml|html)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotliAsync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: {
    alias: {
      "~": new URL("./src/web", import.meta.url).pathname,
      "@shared": new URL("./src/shared", import.meta.url).pathname,
    },
  },
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
});
