import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { listJobs } from "./list-jobs.ts";
import { runJobNow } from "./run-job-now.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("listJobs and runJobNow", () => {
  it("lists each job with its last run, and a staff run is recorded and audited", async () => {
    const staff = await deps.db.user.create({ data: { email: "ops@example.com", role: "liveops" } });
    await deps.db.user.create({
      data: { email: "vip@example.com", vipExpiresAt: new Date(Date.now() - 1000) },
    });
    await deps.db.jobRun.createMany({
      data: [
        {
          job: "daily-reset",
          scheduledAt: new Date("2026-11-20T00:00:00Z"),
          startedAt: new Date("2026-11-20T00:00:00Z"),
          status: "failed",
          error: "boom",
        },
        {
          job: "daily-reset",
          scheduledAt: new Date("2026-11-21T00:00:00Z"),
          startedAt: new Date("2026-11-21T00:00:00Z"),
          finishedAt: new Date("2026-11-21T00:00:02Z"),
          status: "succeeded",
          counts: { streaksReset: 4 },
        },
      ],
    });

    const before = await listJobs(deps);
    expect(before.map((job) => job.name)).toEqual(deps.jobs.list().map((job) => job.name));
    expect(before.find((job) => job.name === "daily-reset")).toMatchObject({
      schedule: "0 0 * * *",
      timezone: "UTC",
      lastRun: {
        status: "succeeded",
        scheduledAt: new Date("2026-11-21T00:00:00Z"),
        finishedAt: new Date("2026-11-21T00:00:02Z"),
        counts: { streaksReset: 4 },
        error: null,
      },
    });
    expect(before.find((job) => job.name === "expire-vip")?.lastRun).toBeNull();

    const run = await runJobNow(deps, {
      actor: { id: staff.id, role: "liveops" },
      name: "expire-vip",
      now: new Date(),
    });
    expect(run).toMatchObject({ job: "expire-vip", trigger: "manual" });
    const result = await run.finished;
    expect(result).toMatchObject({ status: "succeeded", counts: { expired: 1 } });

    const audit = await deps.db.history.findMany({ where: { type: "staff_action", actorId: staff.id } });
    expect(audit.map((row) => row.data)).toEqual([
      {
        action: "job.run",
        job: "expire-vip",
        runId: run.runId,
        scheduledAt: run.scheduledAt.toISOString(),
        before: null,
        after: null,
      },
    ]);
    // The run itself is JobRun's, naming who ran it; History holds only the staff action above.
    expect(await deps.db.jobRun.findUniqueOrThrow({ where: { id: run.runId } })).toMatchObject({
      trigger: "manual",
      actorId: staff.id,
    });
    const after = await listJobs(deps);
    expect(after.find((job) => job.name === "expire-vip")?.lastRun).toMatchObject({
      id: run.runId,
      status: "succeeded",
      trigger: "manual",
      counts: { expired: 1 },
    });
  });

  it("refuses an unknown job without an audit row", async () => {
    const staff = await deps.db.user.create({ data: { email: "admin@example.com", role: "admin" } });
    await expect(
      runJobNow(deps, { actor: { id: staff.id, role: "liveops" }, name: "rotate-moon", now: new Date() }),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await deps.db.history.count({ where: { actorId: staff.id } })).toBe(0);
  });
});
