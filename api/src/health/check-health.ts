// Is this instance able to serve: the database answers and every committed
// migration has been applied to it.
import type { AppDeps } from "../context.ts";
import { readMigrations } from "../db/schema-engine.ts";

export interface Health {
  status: "ok" | "degraded";
  database: { reachable: boolean; kind: string; latencyMs: number | null; error?: string };
  migrations: { applied: number; pending: string[] };
  uptimeSeconds: number;
}

export async function checkHealth(deps: Pick<AppDeps, "db" | "database">): Promise<Health> {
  const started = performance.now();
  try {
    const rows = await deps.db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const applied = new Set(rows.map((row) => row.migration_name));
    const committed = (await readMigrations()).migrationDirectories.map((dir) => dir.path);
    const pending = committed.filter((name) => !applied.has(name));
    return {
      status: pending.length === 0 ? "ok" : "degraded",
      database: { reachable: true, kind: deps.database.kind, latencyMs },
      migrations: { applied: applied.size, pending },
      uptimeSeconds: Math.round(process.uptime()),
    };
  } catch (error) {
    return {
      status: "degraded",
      database: {
        reachable: false,
        kind: deps.database.kind,
        latencyMs: null,
        error: error instanceof Error ? error.message.split("\n")[0] : String(error),
      },
      migrations: { applied: 0, pending: [] },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
