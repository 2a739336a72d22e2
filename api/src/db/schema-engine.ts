// Prisma's own schema engine, run from its wasm build through a driver adapter.
// The native engine that `prisma migrate` downloads is not available offline;
// this is the same engine, so migrations it writes and applies are recorded in
// the standard `_prisma_migrations` table and `prisma migrate deploy` agrees.
// See docs/decisions/002-offline-migrations.md.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm/schema_engine_bg";

export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const schemaPath = path.join(repoRoot, "prisma", "schema.prisma");
export const migrationsDir = path.join(repoRoot, "prisma", "migrations");

const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

type EngineModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
let engineModule: Promise<EngineModule> | undefined;

/** Loads the wasm engine once per process (the package is a bundler build). */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const bindingsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bindings: EngineModule = await import(pathToFileURL(bindingsPath).href);
    const bytes = await readFile(path.join(path.dirname(bindingsPath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings;
  })();
  return engineModule;
}

export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  const { SchemaEngine } = await loadEngineModule();
  const datamodel = await readFile(schemaPath, "utf8");
  return SchemaEngine.new(
    { datamodels: [[schemaPath, datamodel]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}

/** The committed migrations, in Prisma's own folder layout. */
export async function readMigrations(dir = migrationsDir): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => ({
      path: folder,
      migrationFile: {
        path: "migration.sql",
        content: await readFile(path.join(dir, folder, "migration.sql"), "utf8").then(
          (ok) => ({ tag: "ok" as const, value: ok }),
          (error: Error) => ({ tag: "error" as const, value: error.message }),
        ),
      },
    })),
  );
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: await readFile(lockPath, "utf8").catch(() => null),
    },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Applies every committed migration the database has not seen yet. */
export async function applyMigrations(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string[]> {
  const engine = await openSchemaEngine(adapterFactory);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrations(),
      filters: noFilters,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * The SQL that takes a database built by the committed migrations to the
 * schema in prisma/schema.prisma; empty when they agree. Uses a shadow database.
 */
export async function diffMigrationsToSchema(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string> {
  const engine = await openSchemaEngine(adapterFactory);
  try {
    const migrations = await readMigrations();
    const datamodel = await readFile(schemaPath, "utf8");
    const result = await engine.diff({
      from:
        migrations.migrationDirectories.length > 0 ? { tag: "migrations", ...migrations } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: datamodel }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    const script = result.stdout ?? "";
    return script.includes("This is an empty migration") ? "" : script.trim();
  } finally {
    engine.free();
  }
}
