import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../tests/support/deps.ts";
import type { JobDefinition } from "./job.ts";
import { JobRuns } from "./runs.ts";

let deps: Awaited<ReturnType<typeof createTestDeps>>;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const minuteMs = 60_000;

function job(name: string, run: JobDefinition["run"] = async () => ({ done: 1 })): JobDefinition {
  return { name, schedule: "0 0 * * *", description: name, leaseMs: 10 * minuteMs, run };
}

async function insertRun(
  name: string,
  scheduledAt: Date,
  status: "running" | "succeeded" | "failed",
  startedAt: Date,
) {
  await deps.db.jobRun.create({
    data: { job: name, scheduledAt, status, startedAt, instance: "crashed-instance" },
  });
}

describe("the run recorder", () => {
  it("records a successful run in JobRun and History and announces it", async () => {
    const runs = new JobRuns(deps, "instance-a");
    const definition = job("recorded", async () => ({ players: 3 }));
    const scheduledAt = new Date("2026-11-22T00:00:00.000Z");
    const seen: unknown[] = [];
    const unsubscribe = deps.events.on("job:run", (event) => seen.push(event));

    const claim = await runs.claim(definition, scheduledAt, "schedule");
    if (!claim) throw new Error("not claimed");
    const result = await runs.run(definition, claim, { now: scheduledAt });
    unsubscribe();

    expect(result).toMatchObject({
      job: "recorded",
      status: "succeeded",
      counts: { players: 3 },
      error: null,
    });
    const row = await deps.db.jobRun.findUniqueOrThrow({ where: { id: claim.runId } });
    expect(row).toMatchObject({
      job: "recorded",
      scheduledAt,
      status: "succeeded",
      counts: { players: 3 },
      error: null,
      instance: "instance-a",
      trigger: "schedule",
    });
    expect(row.finishedAt?.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
    const history = await deps.db.history.findMany({
      where: { type: "job_run", data: { path: ["job"], equals: "recorded" } },
    });
    expect(history).toHaveLength(1);
    expect(history[0]?.data).toMatchObject({
      runId: claim.runId,
      status: "succeeded",
      trigger: "schedule",
      scheduledAt: scheduledAt.toISOString(),
      counts: { players: 3 },
    });
    expect(seen).toEqual([
      expect.objectContaining({ job: "recorded", runId: claim.runId, status: "succeeded" }),
    ]);
  });

  it("records a failing job as failed with its error, without throwing", async () => {
    const runs = new JobRuns(deps, "instance-a");
    const definition = job("failing", async () => {
      throw new Error("the shop catalogue is empty");
    });
    const scheduledAt = new Date("2026-11-22T00:00:00.000Z");
    const claim = await runs.claim(definition, scheduledAt, "schedule");
    if (!claim) throw new Error("not claimed");

    const result = await runs.run(definition, claim, { now: scheduledAt });

    expect(result).toMatchObject({ status: "failed", error: "the shop catalogue is empty", counts: {} });
    expect(await deps.db.jobRun.findUniqueOrThrow({ where: { id: claim.runId } })).toMatchObject({
      status: "failed",
      error: "the shop catalogue is empty",
    });
    const [history] = await deps.db.history.findMany({
      where: { type: "job_run", data: { path: ["job"], equals: "failing" } },
    });
    expect(history?.data).toMatchObject({ status: "failed", error: "the shop catalogue is empty" });
  });

  it("claims a fire once; takes over only a running claim past its lease, and a failed one only to catch up", async () => {
    const runs = new JobRuns(deps, "instance-b");
    const definition = job("claims");
    const fire = (day: number) => new Date(Date.UTC(2026, 10, day));
    const now = Date.now();

    expect(await runs.claim(definition, fire(1), "schedule")).not.toBeNull();
    expect(await runs.claim(definition, fire(1), "schedule")).toBeNull();
    expect(await runs.claim(definition, fire(1), "catch-up")).toBeNull();

    await insertRun("claims", fire(2), "running", new Date(now - 11 * minuteMs));
    const takeover = await runs.claim(definition, fire(2), "catch-up");
    expect(takeover).not.toBeNull();
    expect(await deps.db.jobRun.findUniqueOrThrow({ where: { id: takeover?.runId } })).toMatchObject({
      status: "running",
      instance: "instance-b",
      trigger: "catch-up",
    });

    await insertRun("claims", fire(3), "running", new Date(now - 9 * minuteMs));
    expect(await runs.claim(definition, fire(3), "schedule")).toBeNull();

    await insertRun("claims", fire(4), "failed", new Date(now - minuteMs));
    expect(await runs.claim(definition, fire(4), "schedule")).toBeNull();
    expect(await runs.claim(definition, fire(4), "catch-up")).not.toBeNull();

    await insertRun("claims", fire(5), "succeeded", new Date(now - 60 * minuteMs));
    expect(await runs.claim(definition, fire(5), "catch-up")).toBeNull();
  });

  it("catches up only a job that has run before", async () => {
    const runs = new JobRuns(deps, "instance-c");
    expect(await runs.claim(job("never-ran"), new Date("2026-11-22T00:00:00Z"), "catch-up")).toBeNull();
    expect(await deps.db.jobRun.count({ where: { job: "never-ran" } })).toBe(0);
  });
});
