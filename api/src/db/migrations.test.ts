// The committed migrations are the schema: applying them to an empty database
// leaves nothing for the schema engine to change, and applying again is a no-op.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, describe, expect, it } from "vitest";
import { runAdminSql } from "../../../tests/support/postgres.ts";
import { applyMigrations, diffMigrationsToSchema, readMigrations } from "./schema-engine.ts";

describe("migrations", () => {
  it("produce exactly prisma/schema.prisma (the diff is empty)", async () => {
    const pglite = new PGlite();
    const sql = await diffMigrationsToSchema(new PrismaPGlite(pglite));
    await pglite.close();
    expect(sql).toBe("");
  }, 240_000);

  it("apply on an empty PGlite, and a second time apply nothing", async () => {
    const pglite = new PGlite();
    const factory = new PrismaPGlite(pglite);
    const committed = (await readMigrations()).migrationDirectories.map((dir) => dir.path);
    expect(committed.length).toBeGreaterThan(0);
    expect(await applyMigrations(factory)).toEqual(committed);
    expect(await applyMigrations(factory)).toEqual([]);
    const { rows } = await pglite.query<{ migration_name: string }>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
    );
    expect(rows.map((row) => row.migration_name)).toEqual(committed);
    await pglite.close();
  });

  describe.runIf(process.env.DATABASE_URL)("on PostgreSQL", () => {
    const url = process.env.DATABASE_URL ?? "";
    const name = `arena_migrations_${process.pid}`;
    afterAll(() => runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]));

    it("apply on an empty database, and a second time apply nothing", async () => {
      await runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const committed = (await readMigrations()).migrationDirectories.map((dir) => dir.path);
      expect(await applyMigrations(new PrismaPg({ connectionString: target.toString() }))).toEqual(committed);
      expect(await applyMigrations(new PrismaPg({ connectionString: target.toString() }))).toEqual([]);
    });
  });
});
