// `npm start`: build the game and console if their sources changed since the
// last build, then serve everything on one port (api/src/main.ts).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Newest modification time of any file below the given paths. */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const entry of paths) visit(path.join(root, entry));
  return latest;
}

const apps = [
  {
    workspace: "game",
    sources: ["game/app", "game/vite.config.ts", "game/package.json"],
    output: "game/build/server/index.js",
  },
  {
    workspace: "console",
    sources: ["console/src", "console/index.html", "console/vite.config.ts", "console/package.json"],
    output: "console/dist/index.html",
  },
];

for (const app of apps) {
  const output = path.join(root, app.output);
  if (existsSync(output) && statSync(output).mtimeMs >= newest(app.sources)) continue;
  console.log(`Building ${app.workspace}…`);
  // npm is npm.cmd on Windows, which only a shell can start.
  const build = spawnSync("npm", ["run", "build", "-w", app.workspace], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
// Pass stop signals on, so the server shuts down gracefully.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
