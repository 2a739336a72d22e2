// Runs once before the test files: builds one migrated database that every test
// file then copies (PGlite: a data-folder dump; PostgreSQL: a template database),
// so each file gets a fresh, fully migrated database in milliseconds.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../api/src/db/schema-engine.ts";
import { migratePostgres } from "../../api/src/db.ts";
import "../support/provided-context.ts";
import { adminUrl, runAdminSql, templateDatabaseName } from "../support/postgres.ts";

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateDatabaseName();
    await runAdminSql(url, [
      `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`,
      `CREATE DATABASE "${template}"`,
    ]);
    const target = new URL(url);
    target.pathname = `/${template}`;
    // Its connection is ended at once: a database with open connections cannot
    // serve as the TEMPLATE of the test files' copies.
    await migratePostgres(target.toString());
    project.provide("postgresTemplate", template);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await runAdminSql(adminUrl(url), [`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`]);
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "arena-test-"));
  const pglite = new PGlite();
  await applyMigrations(new PrismaPGlite(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", file);
  project.provide("postgresTemplate", "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
