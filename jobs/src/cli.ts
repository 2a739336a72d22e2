// `npm run job -- <name> [--now <ISO time>]` runs one job by hand, recorded
// like any run (trigger "cli"), and prints its counts and duration.
// `npm run job` alone lists the jobs. With the embedded PGlite database the
// server must be stopped first: one process at a time may open its folder.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadDotenv } from "@arena/api/config/dotenv";
import { loadEnv } from "@arena/api/config/env";
import { databaseOptionsFromEnv, openDatabase } from "@arena/api/db";
import { DatabaseInUseError } from "@arena/api/db/pglite-lock";
import { AppError } from "@arena/api/errors";
import { createDomainEvents } from "@arena/api/events";
import { createLogger } from "@arena/api/logger";
import { z } from "zod";
import { createScheduler, type Scheduler } from "./index.ts";
import type { JobDeps } from "./job.ts";

const JobCommandSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9-]+$/, "a job name such as daily-reset")
    .optional(),
  now: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
});

interface Output {
  log(line: string): void;
  error(line: string): void;
}

function usage(scheduler: Scheduler): string {
  const lines = scheduler.control
    .list()
    .map((job) => `  ${job.name.padEnd(22)} ${job.schedule.padEnd(12)} ${job.description}`);
  return ["usage: npm run job -- <name> [--now <ISO time>]", "", "jobs (cron, UTC):", ...lines].join("\n");
}

/** Runs the command against `deps`; resolves with the process exit code. */
export async function runJobCommand(argv: string[], deps: JobDeps, out: Output = console): Promise<number> {
  const scheduler = createScheduler(deps);
  try {
    let command: z.infer<typeof JobCommandSchema>;
    try {
      const { positionals, values } = parseArgs({
        args: argv,
        options: { now: { type: "string" } },
        allowPositionals: true,
        strict: true,
      });
      if (positionals.length > 1) throw new Error("one job at a time");
      command = JobCommandSchema.parse({ name: positionals[0], now: values.now });
    } catch (error) {
      const message = error instanceof z.ZodError ? z.prettifyError(error) : String((error as Error).message);
      out.error(`${message}\n\n${usage(scheduler)}`);
      return 2;
    }
    if (!command.name) {
      out.log(usage(scheduler));
      return 0;
    }
    const now = command.now ?? new Date();
    let started: Awaited<ReturnType<typeof scheduler.control.start>>;
    try {
      started = await scheduler.control.start(command.name, { now, trigger: "cli" });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out.error(error.code === "not_found" ? `${error.message}\n\n${usage(scheduler)}` : error.message);
      return error.code === "not_found" ? 2 : 1;
    }
    // A long job (a reset of a huge board) shows it has begun; tests that kill a run wait for this line.
    out.log(`${started.job} (run ${started.runId}, now ${now.toISOString()}): started`);
    const result = await started.finished;
    const counts = Object.entries(result.counts)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ");
    const summary = `${result.job} (run ${result.runId}, now ${now.toISOString()}): ${result.status} in ${result.durationMs} ms`;
    if (result.status === "succeeded") {
      out.log(`${summary}${counts ? `: ${counts}` : ""}`);
      return 0;
    }
    out.error(`${summary}: ${result.error}`);
    return 1;
  } finally {
    await scheduler.stop();
  }
}

async function main(): Promise<number> {
  loadDotenv();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    const events = createDomainEvents((err, event) =>
      logger.error({ err, event }, "domain event listener failed"),
    );
    return await runJobCommand(process.argv.slice(2), {
      db: database.prisma,
      dbRead: database.reader,
      database,
      env,
      logger,
      events,
    });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main().catch((error: unknown) => {
    // The server holds the embedded database: say so and what to do, without a stack trace.
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 2;
  });
}
