// `npm run dev`: the API with reload on save (tsx watch) and the web app with hot module
// replacement (Vite), which proxies /api to the API process.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.PORT ?? "3000";
const env = { ...process.env, API_PORT: apiPort };

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`, WEB_ROOT: "" },
  }),
  spawn("npx", ["react-router", "dev", "--port", webPort, "--strictPort"], { stdio: "inherit", env }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
