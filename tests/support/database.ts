// A fresh, migrated database for one test file: a copy of the template that
// tests/setup/global-setup.ts built. Close it in afterAll.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../api/src/db.ts";
import { runAdminSql } from "./postgres.ts";
import "./provided-context.ts";

/** A new PostgreSQL database copied from the template; its URL and how to drop it. */
async function copyPostgresTemplate(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `arena_test_${randomBytes(6).toString("hex")}`;
  // PostgreSQL refuses to copy a template that another CREATE DATABASE is copying
  // at the same moment, so test files (in parallel workers) take turns.
  await runAdminSql(url, [
    "SELECT pg_advisory_lock(7007)",
    `CREATE DATABASE "${name}" TEMPLATE "${inject("postgresTemplate")}"`,
    "SELECT pg_advisory_unlock(7007)",
  ]);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]),
  };
}

const pgliteTemplate = async () => new Blob([await readFile(inject("pgliteTemplatePath"))]);

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const copy = await copyPostgresTemplate(url);
    const database = await openDatabase({ url: copy.url, migrate: false });
    return {
      ...database,
      async close() {
        await database.close();
        await copy.drop();
      },
    };
  }
  return openDatabase({ dataDir: "memory://", pgliteLoadDataDir: await pgliteTemplate(), migrate: false });
}

/**
 * A migrated database that outlives the processes using it, for tests that run
 * the server or a job as a child process and kill it: a PostgreSQL database,
 * or without DATABASE_URL a PGlite data folder on disk (an in-memory one dies
 * with its process). One process at a time may open a PGlite folder, so open()
 * only while no child has it, and close what open() gave before starting one.
 */
export interface PersistentTestDatabase {
  /** The environment that points a child process (the server, the jobs CLI) at it. */
  env: { DATABASE_URL: string | undefined; PGLITE_DATA_DIR: string | undefined };
  open(): Promise<Database>;
  /** Deletes the database or folder. */
  remove(): Promise<void>;
}

export async function createPersistentTestDatabase(): Promise<PersistentTestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const copy = await copyPostgresTemplate(url);
    return {
      env: { DATABASE_URL: copy.url, PGLITE_DATA_DIR: undefined },
      open: () => openDatabase({ url: copy.url, migrate: false }),
      remove: copy.drop,
    };
  }
  const parent = await mkdtemp(path.join(os.tmpdir(), "arena-persistent-"));
  const dataDir = path.join(parent, "pglite");
  // Loaded from the template and closed cleanly, so the first child starts from a checkpoint.
  const loaded = await openDatabase({ dataDir, pgliteLoadDataDir: await pgliteTemplate(), migrate: false });
  await loaded.close();
  return {
    env: { DATABASE_URL: undefined, PGLITE_DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir, migrate: false }),
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}
