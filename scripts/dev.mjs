// `npm run dev`: the server in development mode (Vite with hot reload for the
// game and console), restarted by tsx when server code changes. A script rather
// than `NODE_ENV=development tsx …` in package.json, which Windows shells refuse.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const server = spawn(
  process.execPath,
  [
    tsxCli,
    "watch",
    "--clear-screen=false",
    "--exclude",
    "game/**",
    "--exclude",
    "console/**",
    "api/src/main.ts",
  ],
  { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "development" } },
);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
