// A private PgBouncer in front of a PostgreSQL cluster, for the deployment tests
// that run the product through a connection pooler: its config and user list in a
// temporary folder, the Debian binary (/usr/sbin/pgbouncer) in the foreground on a
// free loopback port, killed by stop().
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { canConnect, freePort, postgresOwner } from "./local-services.ts";

const binary = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"].find(existsSync);

export const pgbouncerAvailable = binary !== undefined && process.platform !== "win32";

export interface LocalPgBouncer {
  port: number;
  /** A database of the cluster behind it, through the pooler (as postgres, trust auth). */
  urlOf(database: string): string;
  /** What it wrote to stderr so far (its log). */
  log(): string;
  /** Transactions and queries it has passed to the cluster for a database, from SHOW STATS. */
  stats(database: string): Promise<{ transactions: number; queries: number }>;
  /** Kills it and removes its folder. */
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** The cluster's port on 127.0.0.1. */
  serverPort: number;
  /** Settings of the [pgbouncer] section beyond the defaults below. */
  settings?: Record<string, string>;
}

/** Starts PgBouncer 1.18+ in transaction mode (unless settings say otherwise) in front of the cluster. */
export async function startPgBouncer(options: PgBouncerOptions): Promise<LocalPgBouncer> {
  if (!binary) throw new Error("pgbouncer is not installed");
  const folder = await mkdtemp(path.join(os.tmpdir(), "arena-pgbouncer-"));
  // The postgres user reads the config from here.
  await chmod(folder, 0o755);
  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addr: "127.0.0.1",
    listen_port: String(port),
    unix_socket_dir: "",
    auth_type: "trust",
    auth_file: path.join(folder, "userlist.txt"),
    // SHOW STATS on its admin console tells a test what went through it.
    admin_users: "postgres",
    pool_mode: "transaction",
    max_client_conn: "500",
    default_pool_size: "20",
    ...options.settings,
  };
  const config = [
    "[databases]",
    // Every database name a client asks for, on the cluster behind it.
    `* = host=127.0.0.1 port=${options.serverPort}`,
    "[pgbouncer]",
    ...Object.entries(settings).map(([name, value]) => `${name} = ${value}`),
    "",
  ].join("\n");
  const configFile = path.join(folder, "pgbouncer.ini");
  await writeFile(configFile, config, { mode: 0o644 });
  // trust still wants the user listed.
  await writeFile(settings.auth_file as string, '"postgres" ""\n', { mode: 0o644 });

  // PgBouncer refuses to run as root: as root it runs as the postgres user.
  const user = await postgresOwner();
  const child: ChildProcess = spawn(binary, [configFile], {
    stdio: ["ignore", "ignore", "pipe"],
    ...(user ?? {}),
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;

  const deadline = Date.now() + 15_000;
  while (!(await canConnect(urlOf("postgres")))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      await rm(folder, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start on ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    urlOf,
    log: () => log,
    async stats(database) {
      const client = new pg.Client({ connectionString: urlOf("pgbouncer") });
      await client.connect();
      try {
        const { rows } = await client.query<{
          database: string;
          total_xact_count: string;
          total_query_count: string;
        }>("SHOW STATS");
        const row = rows.find((candidate) => candidate.database === database);
        return {
          transactions: Number(row?.total_xact_count ?? 0),
          queries: Number(row?.total_query_count ?? 0),
        };
      } finally {
        await client.end();
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
