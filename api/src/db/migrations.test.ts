// The committed migrations are the schema: applying them to an empty database
// leaves nothing for the schema engine to change, and applying again is a no-op;
// on PostgreSQL, an opened database leaves no migration lock for the next instance.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, describe, expect, it } from "vitest";
import { runAdminSql } from "../../../tests/support/postgres.ts";
import { migratePostgres, openDatabase } from "../db.ts";
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
    const target = () => {
      const database = new URL(url);
      database.pathname = `/${name}`;
      return database.toString();
    };
    afterAll(() => runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]));

    it("apply on an empty database, and a second time apply nothing", async () => {
      await runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
      const committed = (await readMigrations()).migrationDirectories.map((dir) => dir.path);
      expect(await migratePostgres(target())).toEqual(committed);
      expect(await migratePostgres(target())).toEqual([]);
    });

    it("leave no migration lock behind: a second instance opens the database at once", async () => {
      await runAdminSql(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
      // The first instance opens (applying the migrations) and keeps using its pool.
      const first = await openDatabase({ url: target() });
      try {
        await first.prisma.user.count();
        const locks = await first.prisma.$queryRaw<{ pid: number }[]>`
          SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND database =
            (SELECT oid FROM pg_database WHERE datname = current_database())`;
        expect(locks).toEqual([]);
        // The second one would wait for Prisma's lock and fail after 10 s if the first held it.
        const started = Date.now();
        const second = await openDatabase({ url: target() });
        expect(second.appliedMigrations).toEqual([]);
        expect(Date.now() - started).toBeLessThan(5_000);
        await second.close();
      } finally {
        await first.close();
      }
    }, 60_000);
  });
});
