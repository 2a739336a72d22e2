// Two instances race for the same fires; each fire must run exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/src/db.ts";
import { createTestDeps } from "../../tests/support/deps.ts";
import { openSecondConnection } from "../../tests/support/second-connection.ts";
import { coordinationKey, DatabaseRunCoordinator } from "./coordinator.ts";
import type { JobDefinition } from "./job.ts";
import { JobRuns } from "./runs.ts";

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

describe(`DatabaseRunCoordinator on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("two instances racing for 100 fires: each fire runs exactly once", async () => {
    const runsByFire = new Map<string, number>();
    const definition: JobDefinition = {
      name: "race",
      schedule: "* * * * *",
      description: "counts its runs",
      leaseMs: 600_000,
      run: async (_deps, { now }) => {
        const fire = now.toISOString();
        runsByFire.set(fire, (runsByFire.get(fire) ?? 0) + 1);
        return { ran: 1 };
      },
    };
    // Each instance has its own connections, as two server processes would.
    const instances = [deps, { ...deps, db: second.prisma, database: second }].map((instanceDeps, index) => {
      const runs = new JobRuns(instanceDeps, `instance-${index}`);
      return { runs, coordinator: new DatabaseRunCoordinator(runs, [definition]), won: 0 };
    });
    const fires = [...Array(100)].map((_, index) => new Date(Date.UTC(2026, 10, 21, 0, index)));

    // What node-cron does on every instance at each fire: ask the coordinator,
    // and run the task only when elected.
    await Promise.all(
      fires.flatMap((fire) =>
        instances.map(async (instance) => {
          if (!(await instance.coordinator.shouldRun(coordinationKey("race", fire)))) return;
          instance.won += 1;
          const claim = instance.coordinator.takeClaim("race", fire);
          if (!claim) throw new Error("elected without a claim");
          await instance.runs.run(definition, claim, { now: claim.scheduledAt });
        }),
      ),
    );

    expect(runsByFire.size).toBe(100);
    expect([...runsByFire.values()].every((count) => count === 1)).toBe(true);
    expect(instances.reduce((sum, instance) => sum + instance.won, 0)).toBe(100);
    const rows = await deps.db.jobRun.findMany({ where: { job: "race" } });
    expect(rows).toHaveLength(100);
    expect(rows.every((row) => row.status === "succeeded")).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    "on PostgreSQL both instances win fires (the race is real)",
    async () => {
      const rows = await deps.db.jobRun.groupBy({ by: ["instance"], where: { job: "race" }, _count: true });
      expect(rows.map((row) => row.instance).sort()).toEqual(["instance-0", "instance-1"]);
    },
  );
});
