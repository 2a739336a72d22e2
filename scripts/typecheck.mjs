// `npm run typecheck`: every TypeScript project in the repository checked by tsc
// (tsconfig.base.json sets noEmit). tsc uses one core, so the projects are checked as many at a time as the machine has
// cores (two on the CI machine), the longest first; each project's messages
// are printed together when it ends, and the command fails if any project does.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// tsc run by this Node directly: `npx` is a .cmd script on Windows, which spawn cannot start without a shell.
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
// Longest first (tests and benchmarks, then the API), so a long one never starts last.
const projects = ["tsconfig.json", "api", "game", "console", "jobs", "examples/headless-client", "sdk"];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "-p", project], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? "no errors" : "errors"} (${seconds} s)`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exitCode = results.every(Boolean) ? 0 : 1;
