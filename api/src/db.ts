// The one place that makes a PrismaClient. With DATABASE_URL it talks to
// PostgreSQL through @prisma/adapter-pg; without it, to an embedded PGlite
// persisted under .data/ (or in memory), so the product runs with no services.
// Migrations are applied when a database is opened (docs/decisions/002).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyMigrations, repoRoot } from "./db/schema-engine.ts";
import { PrismaClient } from "./generated/prisma/client.ts";

export type { PrismaClient } from "./generated/prisma/client.ts";
export { Prisma } from "./generated/prisma/client.ts";

/** A PrismaClient, or the client of an interactive transaction. */
export type Db = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  url?: string;
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

async function openAdapterFactory(options: DatabaseOptions): Promise<AdapterFactory> {
  const { url } = options;
  if (url) {
    const host = new URL(url).host;
    const database = new URL(url).pathname.slice(1);
    // The client's pool, ended on close (migrations run on their own connection).
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
    // An idle connection the server ends (restart, DROP DATABASE … FORCE, admin
    // terminate) must not crash the process: the pool replaces it on next use.
    pool.on("error", () => {});
    return {
      factory: new PrismaPg(pool),
      kind: "postgres",
      description: `PostgreSQL ${host}/${database}`,
      connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePostgres(url),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? process.env.PGLITE_DATA_DIR ?? defaultDataDir;
  // A folder path (not memory://) may not exist yet on a fresh checkout.
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, { loadDataDir: options.pgliteLoadDataDir });
  await pglite.waitReady;
  const factory = new PrismaPGlite(pglite);
  return {
    factory,
    kind: "pglite",
    description: `PGlite ${dataDir}`,
    connections: () => ({ total: 1 }),
    // One connection, one process: no lock to leave behind.
    migrate: () => applyMigrations(factory),
    close: () => pglite.close(),
  };
}

/** The adapter for the database the environment names, for tooling (db:migrate). */
export function adapterFactoryFromEnv(): Promise<AdapterFactory> {
  return openAdapterFactory({ url: process.env.DATABASE_URL });
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const adapter = await openAdapterFactory(options);
  const appliedMigrations = options.migrate === false ? [] : await adapter.migrate();
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return {
    prisma,
    kind: adapter.kind,
    description: adapter.description,
    appliedMigrations,
    connections: adapter.connections,
    async close() {
      await prisma.$disconnect();
      await adapter.close();
    },
  };
}
