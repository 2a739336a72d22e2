// The PostgreSQL databases benchmarks run on: made for the run on the server
// DATABASE_URL names (default: the local one), dropped at the end.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A connection string to any database of the server the benchmarks use. */
export function benchServerUrl(): string {
  return process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
}

/** The same server, another database. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements one after another on the server's maintenance database (`postgres`). */
export async function adminQuery(base: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(base, "postgres") });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the server has a database of that name. */
export async function databaseExists(base: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(base, "postgres") });
  await client.connect();
  try {
    return ((await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new empty database `<prefix>_<random>` on the benchmarks' server. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const base = benchServerUrl();
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(base, [`CREATE DATABASE "${name}"`]);
  return {
    name,
    url: databaseUrl(base, name),
    drop: () => adminQuery(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]),
  };
}
