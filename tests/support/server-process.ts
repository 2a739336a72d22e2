// Starts the real server (api/src/main.ts) as a child process, as `npm start`
// does after building, and reads its JSON logs.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { repoRoot } from "../../api/src/db/schema-engine.ts";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      // Its own Redis keys: sign-ups and promo attempts of earlier runs never count against it.
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString("hex")}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (typeof entry.url === "string" && String(entry.msg).includes("serving")) resolve(entry.url);
        } catch {
          // not a log line
        }
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${stderr}`)));
  });
  return { url, child, logs, exited };
}

/** Ends a started server (SIGTERM: a graceful shutdown; SIGKILL: a crash) and waits for it; a gone one is fine. */
export async function stopServerProcess(
  server: ServerProcess | undefined,
  signal: "SIGTERM" | "SIGKILL" = "SIGTERM",
): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
