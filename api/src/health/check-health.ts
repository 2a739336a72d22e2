// Is this instance able to serve: the database answers and every committed
// migration has been applied to it. A read replica is reported beside it, and
// with REDIS_URL whether Redis answers: losing Redis degrades the instance
// (limits in memory, live events on this instance only) but it still serves
// (docs/decisions/095).
import type { AppDeps } from "../context.ts";
import { readMigrations } from "../db/schema-engine.ts";
import type { RedisHealth } from "../redis.ts";

export interface Health {
  status: "ok" | "degraded";
  /** False when requests that need the database cannot be served: /healthz is then a 503. */
  serving: boolean;
  database: { reachable: boolean; kind: string; latencyMs: number | null; error?: string };
  migrations: { applied: number; pending: string[] };
  /**
   * The read replica (DATABASE_READ_URL), when there is one. Only the dashboards and the
   * ledger audit read it, so it never makes the instance degraded (docs/decisions/097).
   */
  replica?: ReplicaHealth;
  /** Present when REDIS_URL is set. */
  redis?: RedisHealth;
  uptimeSeconds: number;
}

export interface ReplicaHealth {
  reachable: boolean;
  latencyMs: number | null;
  /** How far replay is behind: 0 when it has replayed all it received; null when not a standby. */
  lagSeconds: number | null;
  error?: string;
}

/** `checkRedis` checks the instance's shared store (null without REDIS_URL). */
export async function checkHealth(
  deps: Pick<AppDeps, "db" | "dbRead" | "database">,
  checkRedis: () => Promise<RedisHealth | null> = async () => null,
): Promise<Health> {
  const replica = deps.database.replica ? checkReplica(deps) : undefined;
  const redisCheck = checkRedis();
  const health = await checkPrimary(deps);
  const redis = await redisCheck;
  return {
    ...health,
    status: health.status === "ok" && (redis === null || redis.reachable) ? "ok" : "degraded",
    ...(replica ? { replica: await replica } : {}),
    ...(redis ? { redis } : {}),
  };
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

async function checkReplica(deps: Pick<AppDeps, "dbRead">): Promise<ReplicaHealth> {
  const started = performance.now();
  try {
    // An idle primary sends no new WAL, so the age of the last replayed transaction
    // only counts as lag while received WAL waits to be replayed.
    const [row] = await deps.dbRead.$queryRaw<{ lag: number | null }[]>`
      SELECT CASE
        WHEN NOT pg_is_in_recovery() THEN NULL
        WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
        ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8
      END AS lag`;
    return {
      reachable: true,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      lagSeconds: row?.lag ?? null,
    };
  } catch (error) {
    return { reachable: false, latencyMs: null, lagSeconds: null, error: firstLine(error) };
  }
}

async function checkPrimary(
  deps: Pick<AppDeps, "db" | "database">,
): Promise<Omit<Health, "replica" | "redis">> {
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
      serving: pending.length === 0,
      database: { reachable: true, kind: deps.database.kind, latencyMs },
      migrations: { applied: applied.size, pending },
      uptimeSeconds: Math.round(process.uptime()),
    };
  } catch (error) {
    return {
      status: "degraded",
      serving: false,
      database: {
        reachable: false,
        kind: deps.database.kind,
        latencyMs: null,
        error: firstLine(error),
      },
      migrations: { applied: 0, pending: [] },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
