// The one place that makes a PrismaClient. With DATABASE_URL it talks to
// PostgreSQL through @prisma/adapter-pg; without it, to an embedded PGlite
// persisted under .data/ (or in memory), so the product runs with no services.
// Migrations are applied when a database is opened (docs/decisions/002). A read
// replica, when configured, serves heavy read-only queries (docs/decisions/097).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import type { Env } from "./config/env.ts";
import { lockPgliteFolder } from "./db/pglite-lock.ts";
import { applyMigrations, repoRoot } from "./db/schema-engine.ts";
import { PrismaClient } from "./generated/prisma/client.ts";

export type { PrismaClient } from "./generated/prisma/client.ts";
export { Prisma } from "./generated/prisma/client.ts";

/** A PrismaClient, or the client of an interactive transaction. */
export type Db = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  url?: string;
  /** A read replica of `url` for `Database.reader` (PostgreSQL only); absent: the reader is the primary's client. */
  readUrl?: string;
  /**
   * Where migrations run, when not `url`: a direct connection to the primary when `url`
   * goes through a transaction-mode pooler (the schema engine's migration lock is held
   * for a session, which such a pooler does not have).
   */
  migrateUrl?: string;
  /** PGlite data folder, or "memory://" for a throwaway database. */
  dataDir?: string;
  /** A PGlite data folder dump to start from (tests start from a migrated template). */
  pgliteLoadDataDir?: Blob;
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
  /** PostgreSQL connections at most (default 20); a benchmark's clients each want one. */
  poolSize?: number;
}

export interface Database {
  prisma: PrismaClient;
  /**
   * For heavy read-only queries that tolerate seconds of lag (analytics, the ledger
   * audit): the read replica's client when one is configured, else `prisma` itself.
   * Never for a read that must see the caller's own writes.
   */
  reader: PrismaClient;
  /** The read replica `reader` talks to, when one is configured. */
  replica?: { description: string; connections(): DatabaseConnections };
  kind: "postgres" | "pglite";
  description: string;
  /** Migration folders applied by this open. */
  appliedMigrations: string[];
  /** Connections now (for /metrics): a PostgreSQL pool's total, idle and waiting clients; PGlite's one. */
  connections(): DatabaseConnections;
  close(): Promise<void>;
}

export interface DatabaseConnections {
  total: number;
  idle?: number;
  waiting?: number;
}

export const defaultDataDir = path.join(repoRoot, ".data", "pglite");

interface AdapterFactory {
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: Database["kind"];
  description: string;
  connections(): DatabaseConnections;
  /** Applies the committed migrations this database has not seen; their folder names. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Applies the committed migrations to PostgreSQL over a connection of their own,
 * ended when done. Prisma's schema engine takes its migration lock
 * (`pg_advisory_lock(72707369)`) for its session and leaves the release to the
 * end of that session (the native engine's process exits). On the shared pool the
 * lock stayed with a connection the client went on using, so a second instance
 * starting on the same database waited for it and failed after 10 s.
 */
export async function migratePostgres(url: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on("error", () => {});
  try {
    return await applyMigrations(new PrismaPg(pool));
  } finally {
    await pool.end();
  }
}

function postgresDescription(url: string): string {
  return `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`;
}

/**
 * A client pool for PostgreSQL. Prisma's adapter sends every query as an unnamed
 * statement (no `statementNameGenerator`), which is what lets the pool connect
 * through PgBouncer in transaction mode: named prepared statements would outlive
 * the transaction on a server connection another client gets next.
 */
function postgresPool(url: string, max: number): { factory: PrismaPg; pool: pg.Pool } {
  // A database host that drops packets (rather than refusing) would hold each request
  // for the OS's TCP timeout (minutes): give up after 10 s, which toAppError answers
  // as a 503 "database unreachable" (docs/decisions/095).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends (restart, DROP DATABASE … FORCE, admin
  // terminate) must not crash the process: the pool replaces it on next use.
  pool.on("error", () => {});
  return { factory: new PrismaPg(pool), pool };
}

function poolConnections(pool: pg.Pool): DatabaseConnections {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

async function openAdapterFactory(options: DatabaseOptions): Promise<AdapterFactory> {
  const { url } = options;
  if (url) {
    // The client's pool, ended on close (migrations run on their own connection).
    const { factory, pool } = postgresPool(url, options.poolSize ?? 20);
    const migrateUrl = options.migrateUrl ?? url;
    return {
      factory,
      kind: "postgres",
      description: postgresDescription(url),
      connections: () => poolConnections(pool),
      migrate: () => migratePostgres(migrateUrl),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? process.env.PGLITE_DATA_DIR ?? defaultDataDir;
  const onDisk = !dataDir.includes("://");
  // A folder path (not memory://) may not exist yet on a fresh checkout.
  if (onDisk) await mkdir(dataDir, { recursive: true });
  // Refused while another process has the folder open (docs/decisions/002).
  const unlock = onDisk ? lockPgliteFolder(dataDir) : () => {};
  // Loaded only here: the embedded engine costs some 45 MiB of memory to import,
  // which a server on PostgreSQL never needs.
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  const pglite = new PGlite(dataDir, { loadDataDir: options.pgliteLoadDataDir });
  await pglite.waitReady.catch((error: unknown) => {
    unlock();
    throw error;
  });
  const factory = new PrismaPGlite(pglite);
  return {
    factory,
    kind: "pglite",
    description: `PGlite ${dataDir}`,
    connections: () => ({ total: 1 }),
    // One connection, one process: no lock to leave behind.
    migrate: () => applyMigrations(factory),
    async close() {
      await pglite.close();
      unlock();
    },
  };
}

/** The adapter for the database the environment names, for tooling (db:migrate). */
export function adapterFactoryFromEnv(): Promise<AdapterFactory> {
  return openAdapterFactory({
    url: process.env.DATABASE_URL || undefined,
    migrateUrl: process.env.DATABASE_MIGRATE_URL || undefined,
  });
}

/** What the server, the jobs CLI and the seed open: the settings' databases. */
export function databaseOptionsFromEnv(
  env: Pick<Env, "DATABASE_URL" | "DATABASE_READ_URL" | "DATABASE_MIGRATE_URL" | "PGLITE_DATA_DIR">,
): DatabaseOptions {
  return {
    url: env.DATABASE_URL,
    readUrl: env.DATABASE_READ_URL,
    migrateUrl: env.DATABASE_MIGRATE_URL,
    dataDir: env.PGLITE_DATA_DIR,
  };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if ((options.readUrl || options.migrateUrl) && !options.url) {
    throw new Error(
      "A read replica or a migration URL needs a PostgreSQL url: the embedded database has neither",
    );
  }
  const adapter = await openAdapterFactory(options);
  const appliedMigrations = options.migrate === false ? [] : await adapter.migrate();
  const prisma = new PrismaClient({ adapter: adapter.factory });
  const replica = options.readUrl
    ? {
        description: postgresDescription(options.readUrl),
        ...postgresPool(options.readUrl, options.poolSize ?? 20),
      }
    : undefined;
  const reader = replica ? new PrismaClient({ adapter: replica.factory }) : prisma;
  return {
    prisma,
    reader,
    replica: replica && {
      description: replica.description,
      connections: () => poolConnections(replica.pool),
    },
    kind: adapter.kind,
    description: adapter.description,
    appliedMigrations,
    connections: adapter.connections,
    async close() {
      await prisma.$disconnect();
      await adapter.close();
      if (replica) {
        await reader.$disconnect();
        await replica.pool.end();
      }
    },
  };
}
