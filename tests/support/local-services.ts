// Services a deployment test starts, kills and restarts on its own: a private
// redis-server and private PostgreSQL clusters (a primary, or a streaming
// replica of one), each on a free loopback port in a temporary folder. They
// use the machine's Debian binaries (redis-server; initdb, pg_ctl and
// pg_basebackup), and never touch the shared servers the other tests use.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

function findBinary(name: string, dirs: string[]): string | undefined {
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Debian keeps the server binaries in /usr/lib/postgresql/<major>/bin. */
function postgresBinDirs(): string[] {
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, "bin"))
    : [];
  return [...versions, "/usr/local/bin", "/usr/bin", "/opt/homebrew/bin"];
}

const redisServer = findBinary("redis-server", ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]);
const pgBin = postgresBinDirs().find((dir) => existsSync(path.join(dir, "pg_ctl")));

export const localServicesAvailable = {
  redis: redisServer !== undefined,
  postgres: pgBin !== undefined && process.platform !== "win32",
};

// ── Redis ──

export interface LocalRedis {
  url: string;
  port: number;
  /** SIGKILL: the server vanishes without a goodbye, as in a crash or a network cut. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
  /** Stops it for good. */
  stop(): Promise<void>;
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startLocalRedis(): Promise<LocalRedis> {
  if (!redisServer) throw new Error("redis-server is not installed");
  const binary = redisServer;
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    child = spawn(
      binary,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--daemonize",
        "no",
      ],
      { stdio: "ignore" },
    );
    await waitFor(`redis-server on ${port}`, () => redisPing(port));
  }

  async function kill(): Promise<void> {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once("exit", resolve));
    current.kill("SIGKILL");
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, stop: kill };
}

// ── PostgreSQL ──

export interface LocalPostgres {
  /** The cluster's maintenance database, as the superuser `postgres` (trust auth). */
  url: string;
  port: number;
  dataDir: string;
  /** fast: clients are told and disconnected; immediate: as a crash (recovery at next start). */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Creates a database (on a primary) and returns its URL on this cluster. */
  createDatabase(name: string): Promise<string>;
  /** The URL of a database on this cluster. */
  urlOf(database: string): string;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** Makes a streaming replica of that primary (pg_basebackup -R) instead of a new cluster. */
  replicaOf?: LocalPostgres;
  /** Server settings (`-c name=value`), e.g. { max_connections: "50" }. */
  settings?: Record<string, string>;
}

// PostgreSQL refuses to run as root: as root (CI, the developers' machines) the
// cluster belongs to the postgres user and its commands run as that user.
const asRoot = process.getuid?.() === 0;

async function pgCommand(binary: string, args: string[]): Promise<string> {
  const file = path.join(pgBin as string, binary);
  const { stdout } = asRoot
    ? await run("runuser", ["-u", "postgres", "--", file, ...args])
    : await run(file, args);
  return stdout;
}

/** As root, the postgres user's ids: PostgreSQL and PgBouncer refuse to run as root. */
export async function postgresOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (!asRoot) return undefined;
  const { stdout: uid } = await run("id", ["-u", "postgres"]);
  const { stdout: gid } = await run("id", ["-g", "postgres"]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Whether a PostgreSQL (or a pooler in front of one) at this URL answers a query now. */
export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startLocalPostgres(options: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  if (!localServicesAvailable.postgres) throw new Error("PostgreSQL server binaries are not installed");
  const parent = await mkdtemp(path.join(os.tmpdir(), "arena-pg-"));
  const dataDir = path.join(parent, "data");
  const owner = await postgresOwner();
  if (owner) {
    await chmod(parent, 0o755);
    await chown(parent, owner.uid, owner.gid);
  }
  const port = await freePort();
  const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;

  if (options.replicaOf) {
    await pgCommand("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(options.replicaOf.port),
      "-U",
      "postgres",
      "-D",
      dataDir,
      "-R",
      "-X",
      "stream",
      // A spread checkpoint would make the copy wait minutes for the primary's next one.
      "--checkpoint=fast",
    ]);
  } else {
    await pgCommand("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  }

  const settings = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: parent,
    fsync: "off",
    max_connections: "100",
    ...options.settings,
  };
  const serverOptions = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
  const logFile = path.join(parent, "postgres.log");

  async function start(): Promise<void> {
    await pgCommand("pg_ctl", ["-D", dataDir, "-o", serverOptions, "-l", logFile, "-w", "-t", "60", "start"]);
    await waitFor(`PostgreSQL on ${port}`, () => canConnect(urlOf("postgres")));
  }

  async function stop(mode: "fast" | "immediate" = "fast"): Promise<void> {
    await pgCommand("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]).catch(() => {});
  }

  await start();
  return {
    url: urlOf("postgres"),
    port,
    dataDir,
    stop,
    start,
    urlOf,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlOf("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    async destroy() {
      await stop("immediate");
      await rm(parent, { recursive: true, force: true });
    },
  };
}
