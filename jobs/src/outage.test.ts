// A fire skipped because the database was unreachable is caught up once it
// answers again (docs/decisions/095), not at the job's next fire or the next
// start: here a daily reset whose fire passed while the database was gone.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Prisma } from "../../api/src/db.ts";
import { createTestDeps } from "../../tests/support/deps.ts";
import { recordingJob } from "../../tests/support/jobs.ts";
import { createScheduler } from "./index.ts";

const caughtUpMessage = "scheduled jobs caught up after a database outage";

let deps: Awaited<ReturnType<typeof createTestDeps>>;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

it("catches up the fire a lost database made it skip, once the database answers again", async () => {
  const daily = recordingJob("outage-daily", "0 0 * * *");
  // Fires every second, so node-cron asks the coordinator while the database is gone.
  const everySecond = recordingJob("outage-every-second", "* * * * * *");
  const unreachable = new Prisma.PrismaClientKnownRequestError("Can't reach database server", {
    code: "P1001",
    clientVersion: "test",
  });
  let down = false;
  // The database as the scheduler sees it: raw queries (the claims) fail while it is down.
  const db = new Proxy(deps.db, {
    get(target, property) {
      if (down && property === "$queryRaw") return () => Promise.reject(unreachable);
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const logged: string[] = [];
  const logger = new Proxy(deps.logger, {
    get(target, property) {
      if (property === "info") return (_fields: unknown, message: string) => logged.push(message);
      return Reflect.get(target, property);
    },
  });
  const scheduler = createScheduler(
    { ...deps, db, logger },
    {
      catalog: [daily, everySecond],
      clock: () => new Date("2025-03-05T07:30:20.000Z"),
      recoveryRetryMs: 300,
    },
  );
  try {
    await scheduler.start();
    // The daily job ran the day before; its fire of 2025-03-05 00:00 is then missed in the outage.
    await deps.db.jobRun.create({
      data: { job: "outage-daily", scheduledAt: new Date("2025-03-04T00:00:00Z"), status: "succeeded" },
    });
    down = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(daily.nows).toEqual([]);
    down = false;
    // The catch-up logs once its runs have ended and been recorded, a moment after the job itself ran.
    const caughtUp = () => daily.nows.length > 0 && logged.includes(caughtUpMessage);
    const deadline = Date.now() + 5_000;
    while (!caughtUp() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  } finally {
    await scheduler.stop();
  }
  expect(daily.nows).toEqual(["2025-03-05T00:00:00.000Z"]);
  expect(logged).toContain(caughtUpMessage);
  const runs = await deps.db.jobRun.findMany({
    where: { job: "outage-daily" },
    orderBy: { scheduledAt: "asc" },
  });
  expect(runs.map((run) => [run.scheduledAt.toISOString(), run.trigger, run.status])).toEqual([
    ["2025-03-04T00:00:00.000Z", "schedule", "succeeded"],
    ["2025-03-05T00:00:00.000Z", "catch-up", "succeeded"],
  ]);
});
