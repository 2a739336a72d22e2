// A fresh, migrated database for one test file: a copy of the template that
// tests/setup/global-setup.ts built. Close it in afterAll.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../api/src/db.ts";
import { runAdminSql } from "./postgres.ts";
import "./provided-context.ts";

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
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
    const database = await openDatabase({ url: target.toString(), migrate: false });
    return {
      ...database,
      async close() {
        await database.close();
        await runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplatePath"));
  return openDatabase({
    dataDir: "memory://",
    pgliteLoadDataDir: new Blob([dump]),
    migrate: false,
  });
}
