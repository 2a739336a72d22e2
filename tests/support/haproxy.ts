// A real HAProxy (Debian's /usr/sbin/haproxy) in front of test server instances:
// started in the foreground (-db) as a child process on a loopback port, with a
// config written to a temporary folder, and stopped by the test.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../api/src/db/schema-engine.ts";

export const haproxyPath = "/usr/sbin/haproxy";
export const haproxyInstalled = existsSync(haproxyPath);

/** The deployment guide's config (docs/deploy/haproxy.cfg) and the instance addresses it names. */
const deployConfigPath = path.join(repoRoot, "docs", "deploy", "haproxy.cfg");
const deployServers = ["10.0.0.11:3000", "10.0.0.12:3000"];

export interface Haproxy {
  url: string;
  child: ChildProcess;
  /** What HAProxy wrote to stderr (its alerts and warnings). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * docs/deploy/haproxy.cfg as the test runs it: its defaults, frontend rules and
 * backends as written; a global section of our own (no syslog), one loopback
 * bind in place of its :443/:80 binds and https redirect, and `servers` (host:port)
 * in place of its two instances.
 */
export async function deployedHaproxyConfig(port: number, servers: string[]): Promise<string> {
  let config = await readFile(deployConfigPath, "utf8");
  deployServers.forEach((address, index) => {
    if (!config.includes(address)) throw new Error(`${deployConfigPath} no longer names ${address}`);
    config = config.replaceAll(address, servers[index] ?? address);
  });
  const lines: string[] = ["global", "    maxconn 512", ""];
  let section = "";
  for (const line of config.split("\n")) {
    if (/^\S/.test(line) && !line.startsWith("#")) section = line.split(/\s+/)[0] ?? "";
    if (section === "global") continue;
    if (/^\s+bind\s/.test(line) || /redirect scheme https/.test(line)) continue;
    lines.push(line);
    if (/^frontend\s/.test(line)) lines.push(`    bind 127.0.0.1:${port}`);
  }
  return lines.join("\n");
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** Starts HAProxy with `config` (which binds 127.0.0.1:`port`); resolves once it accepts connections. */
export async function startHaproxy(config: string, port: number): Promise<Haproxy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arena-haproxy-"));
  const file = path.join(dir, "haproxy.cfg");
  await writeFile(file, config);
  const child = spawn(haproxyPath, ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, stop };
}
