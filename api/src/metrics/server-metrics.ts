// What /metrics reports (Prometheus text format, prom-client), one registry per
// server (docs/decisions/091): HTTP requests by method, route pattern and status
// with their latency, the database connections (and the read replica's),
// connected sockets, the job runs this instance made and the process's own
// default metrics. Only built when METRICS_TOKEN is set, so a server without
// /metrics pays nothing for it.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Server as SocketServer } from "socket.io";
import type { AppDeps } from "../context.ts";

export interface RequestLabels {
  method: string;
  /** The matched route pattern (e.g. /api/shop/items/:id/purchase), never the raw path. */
  route: string;
  status: number;
}

export interface ServerMetrics {
  registry: Registry;
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** Reports this Socket.IO server's connected sockets from now on. */
  watchSockets(io: SocketServer): void;
}

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const metricsByDeps = new WeakMap<AppDeps, ServerMetrics>();

/** The metrics of this server, or undefined when METRICS_TOKEN is not set. */
export function serverMetrics(deps: AppDeps): ServerMetrics | undefined {
  if (!deps.env.METRICS_TOKEN) return undefined;
  let metrics = metricsByDeps.get(deps);
  if (!metrics) {
    metrics = createServerMetrics(deps);
    metricsByDeps.set(deps, metrics);
  }
  return metrics;
}

function createServerMetrics(deps: AppDeps): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the response headers), by method, route pattern and status.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const { database } = deps;
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections by state (PostgreSQL pool: total, idle, waiting clients; PGlite: its one in-process connection as total).",
    labelNames: ["database", "state"] as const,
    registers: [registry],
    collect() {
      const pool = database.connections();
      this.reset();
      for (const [state, value] of Object.entries(pool)) {
        if (value !== undefined) this.set({ database: database.kind, state }, value);
      }
    },
  });

  const { replica } = database;
  if (replica) {
    new Gauge({
      name: "db_replica_pool_connections",
      help: "Read replica connections by state (DATABASE_READ_URL's pool: total, idle, waiting clients).",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [state, value] of Object.entries(replica.connections())) {
          if (value !== undefined) this.set({ state }, value);
        }
      },
    });
  }

  let sockets: SocketServer | undefined;
  new Gauge({
    name: "socketio_connected_sockets",
    help: "Socket.IO sockets connected to this instance.",
    registers: [registry],
    collect() {
      this.set(sockets ? sockets.of("/").sockets.size : 0);
    },
  });

  // The scheduler announces every run it finishes (api/src/events.ts "job:run").
  const jobRuns = new Histogram({
    name: "job_run_duration_seconds",
    help: "Scheduled and manual job runs made by this instance, by job and outcome (_count is the number of runs).",
    labelNames: ["job", "outcome"] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });
  deps.events.on("job:run", (run) => {
    jobRuns.observe({ job: run.job, outcome: run.status }, run.durationMs / 1000);
  });

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      const labels = { method: knownMethods.has(method) ? method : "OTHER", route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    watchSockets(io) {
      sockets = io;
    },
  };
}
