import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import cron from "node-cron";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/src/db.ts";
import { createTestDeps } from "../../tests/support/deps.ts";
import { recordingJob } from "../../tests/support/jobs.ts";
import { openSecondConnection } from "../../tests/support/second-connection.ts";
import { jobCatalog } from "./catalog.ts";
import { createScheduler } from "./index.ts";
import { instanceName } from "./runs.ts";

let deps: Awaited<ReturnType<typeof createTestDeps>>;
let second: Database;
beforeAll(async () => {
  deps = await createTestDeps();
  second = await openSecondConnection(deps.database);
});
afterAll(async () => {
  await second.close();
  await deps.close();
});

// A past morning: fires of the real clock during the test are later than it.
const clock = () => new Date("2025-03-05T07:30:20.000Z");

describe("the scheduler at start", () => {
  it("catches up a missed daily fire once, an every-minute job once (not once per missed minute), and only jobs that ran before", async () => {
    const daily = recordingJob("test-daily", "0 0 * * *");
    const everyMinute = recordingJob("test-minutely", "* * * * *");
    const neverRan = recordingJob("test-never-ran", "0 0 * * *");
    // The last runs before every instance went down, the evening before.
    await deps.db.jobRun.createMany({
      data: [
        { job: "test-daily", scheduledAt: new Date("2025-03-04T00:00:00Z"), status: "succeeded" },
        { job: "test-minutely", scheduledAt: new Date("2025-03-04T21:13:00Z"), status: "succeeded" },
      ],
    });
    const catalog = [daily, everyMinute, neverRan];
    const first = createScheduler(deps, { catalog, clock, instance: "first" });
    const secondInstance = createScheduler(
      { ...deps, db: second.prisma, database: second },
      { catalog, clock, instance: "second" },
    );

    // Two instances starting together catch up once between them.
    const [caughtUpByFirst, caughtUpBySecond] = await Promise.all([first.start(), secondInstance.start()]);
    await Promise.all([first.stop(), secondInstance.stop()]);

    const caughtUp = [...caughtUpByFirst, ...caughtUpBySecond];
    expect(
      caughtUp.map((run) => [run.job, run.trigger, run.scheduledAt.toISOString(), run.status]).sort(),
    ).toEqual([
      ["test-daily", "catch-up", "2025-03-05T00:00:00.000Z", "succeeded"],
      ["test-minutely", "catch-up", "2025-03-05T07:30:00.000Z", "succeeded"],
    ]);
    expect(daily.nows).toEqual(["2025-03-05T00:00:00.000Z"]);
    expect(everyMinute.nows.filter((now) => now <= clock().toISOString())).toEqual([
      "2025-03-05T07:30:00.000Z",
    ]);
    expect(neverRan.nows).toEqual([]);
    expect(await deps.db.jobRun.count({ where: { job: "test-daily" } })).toBe(2);

    // A later start finds nothing missed.
    const restarted = createScheduler(deps, { catalog, clock, instance: "third" });
    expect(await restarted.start()).toEqual([]);
    await restarted.stop();
    expect(daily.nows).toHaveLength(1);
  });

  it("retries the fire a killed process left running (not only after its lease)", async () => {
    const daily = recordingJob("test-killed", "0 0 * * *");
    const killedPid = spawnSync(process.execPath, ["-e", ""]).pid;
    const left = await deps.db.jobRun.create({
      data: {
        job: "test-killed",
        scheduledAt: new Date("2025-03-05T00:00:00Z"),
        status: "running",
        // Well within the lease: only knowing the process is dead lets the fire be retried now.
        startedAt: new Date(),
        instance: `${hostname()}:${killedPid}:5e5e5e`,
      },
    });
    const restarted = createScheduler(deps, { catalog: [daily], clock, instance: instanceName() });
    const caughtUp = await restarted.start();
    await restarted.stop();
    expect(caughtUp.map((run) => [run.runId, run.trigger, run.status])).toEqual([
      [left.id, "catch-up", "succeeded"],
    ]);
    expect(daily.nows).toEqual(["2025-03-05T00:00:00.000Z"]);
  });

  it("with JOBS=off registers no schedule and catches nothing up, but still runs a job by hand", async () => {
    const daily = recordingJob("test-off", "0 0 * * *");
    await deps.db.jobRun.create({
      data: { job: "test-off", scheduledAt: new Date("2025-03-04T00:00:00Z"), status: "succeeded" },
    });
    const scheduler = createScheduler(
      { ...deps, env: { ...deps.env, JOBS: "off" } },
      { catalog: [daily], clock, instance: "off" },
    );

    expect(await scheduler.start()).toEqual([]);
    const task = [...cron.getTasks().values()].find((candidate) => candidate.name === "test-off");
    expect(task?.getStatus()).toBe("stopped");
    expect(daily.nows).toEqual([]);

    const started = await scheduler.control.start("test-off", { now: clock(), trigger: "manual" });
    expect((await started.finished).status).toBe("succeeded");
    expect(daily.nows).toEqual([clock().toISOString()]);
    await scheduler.stop();
    expect([...cron.getTasks().values()].some((candidate) => candidate.name === "test-off")).toBe(false);
  });

  it("two started schedulers fire through node-cron, coordinated: every second's fire runs once", async () => {
    const everySecond = recordingJob("test-every-second", "* * * * * *");
    const schedulers = [
      createScheduler(deps, { catalog: [everySecond], instance: "a" }),
      createScheduler(
        { ...deps, db: second.prisma, database: second },
        { catalog: [everySecond], instance: "b" },
      ),
    ];
    await Promise.all(schedulers.map((scheduler) => scheduler.start()));
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

    const rows = await deps.db.jobRun.findMany({
      where: { job: "test-every-second" },
      orderBy: { scheduledAt: "asc" },
    });
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.status === "succeeded" && row.trigger === "schedule")).toBe(true);
    expect(everySecond.nows.sort()).toEqual(rows.map((row) => row.scheduledAt.toISOString()));
  });
});

describe("the job control", () => {
  it("lists every job of the catalogue with its schedule and next fire", () => {
    const jobs = deps.jobs.list();
    expect(jobs.map((job) => job.name)).toEqual(jobCatalog.map((job) => job.name));
    for (const job of jobs) {
      expect(cron.validate(job.schedule)).toBe(true);
      expect(job.nextRunAt?.getTime()).toBeGreaterThan(Date.now() - 1000);
    }
    const daily = jobs.find((job) => job.name === "daily-reset");
    expect(daily?.nextRunAt?.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it("refuses an unknown job and a second run for the same instant", async () => {
    await expect(
      deps.jobs.start("no-such-job", { now: new Date(), trigger: "manual" }),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    const now = new Date("2025-01-01T00:00:00Z");
    const first = await deps.jobs.start("expire-vip", { now, trigger: "manual" });
    await first.finished;
    await expect(deps.jobs.start("expire-vip", { now, trigger: "manual" })).rejects.toMatchObject({
      code: "conflict",
    });
  });
});
