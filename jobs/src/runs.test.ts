import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../tests/support/deps.ts";
import type { JobDefinition } from "./job.ts";
import { abandonedRunError, instanceName, JobRuns, parseInstanceName } from "./runs.ts";

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
  it("records a successful run in JobRun (not in the audit trail) and announces it", async () => {
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
      actorId: null,
    });
    expect(row.finishedAt?.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
    // The run is JobRun's; a scheduled run writes nothing to the audit trail (docs/decisions/101).
    expect(await deps.db.history.count()).toBe(0);
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

describe("runs of dead processes", () => {
  it("marks failed the running runs of this host's dead processes, and no other", async () => {
    // A pid that existed and has ended.
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
    const me = instanceName();
    const killed = `${hostname()}:${deadPid}:0a0b0c`;
    // Our own pid under an earlier instance: this process restarted (a container keeps its pid).
    const earlierSelf = `${hostname()}:${process.pid}:0d0e0f`;
    const alive = `${hostname()}:${process.ppid}:010203`;
    const otherHost = `other-${hostname()}:${deadPid}:040506`;
    const startedAt = new Date();
    const rows = [
      { instance: killed, status: "running" },
      { instance: earlierSelf, status: "running" },
      { instance: alive, status: "running" },
      { instance: otherHost, status: "running" },
      { instance: me, status: "running" },
      { instance: "a-test-instance", status: "running" },
      { instance: killed, status: "succeeded" },
    ] as const;
    const ids: number[] = [];
    for (const [index, row] of rows.entries()) {
      const created = await deps.db.jobRun.create({
        data: {
          job: "dead-or-alive",
          scheduledAt: new Date(Date.UTC(2026, 0, 1 + index)),
          status: row.status,
          startedAt,
          instance: row.instance,
        },
      });
      ids.push(created.id);
    }

    const runs = new JobRuns(deps, me);
    expect((await runs.abandonDeadRuns()).sort()).toEqual([ids[0], ids[1]].sort());
    const after = await deps.db.jobRun.findMany({ where: { job: "dead-or-alive" }, orderBy: { id: "asc" } });
    expect(after.map((row) => row.status)).toEqual([
      "failed",
      "failed",
      "running",
      "running",
      "running",
      "running",
      "succeeded",
    ]);
    expect(after[0]!.error).toBe(abandonedRunError(killed));
    expect(after[0]!.finishedAt).not.toBeNull();
    // Twice changes nothing more.
    expect(await runs.abandonDeadRuns()).toEqual([]);
  });

  it("reads the host and pid of an instance name, and nothing from other names", () => {
    expect(parseInstanceName("web-1:4242:a1b2c3")).toEqual({ host: "web-1", pid: 4242 });
    expect(parseInstanceName(instanceName())).toEqual({ host: hostname(), pid: process.pid });
    expect(parseInstanceName("instance-a")).toBeNull();
    expect(parseInstanceName("web-1:4242")).toBeNull();
  });
});
