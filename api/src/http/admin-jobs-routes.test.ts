import type { MiddlewareHandler } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { adminJobsRoutes } from "./admin-jobs-routes.ts";
import { createHttpApp } from "./app.ts";
import { handleHttpError } from "./errors.ts";
import { createApiRouter } from "./openapi.ts";
import type { HttpEnv } from "./types.ts";

let deps: AppDeps & { close(): Promise<void> };
let staffId: string;
beforeAll(async () => {
  deps = await createTestDeps();
  staffId = (await deps.db.user.create({ data: { email: "liveops@example.com", role: "liveops" } })).id;
});
afterAll(() => deps.close());

/** The staff guard's outcome for a signed-in liveops member (the guard itself is tested with the auth layer). */
const allowStaff: MiddlewareHandler<HttpEnv> = async (c, next) => {
  c.set("user", {
    id: staffId,
    email: "liveops@example.com",
    name: null,
    image: null,
    role: "liveops",
    hasGameAccess: false,
    emailVerified: true,
    isGuest: false,
  });
  await next();
};

function appWith(guard: MiddlewareHandler<HttpEnv>) {
  return createApiRouter().use(guard).route("/", adminJobsRoutes(deps)).onError(handleHttpError);
}

describe("/api/admin/jobs", () => {
  it("refuses requests without a staff session", async () => {
    const app = createHttpApp(deps);
    expect((await app.request("/api/admin/jobs")).status).toBe(401);
    const run = await app.request("/api/admin/jobs/expire-vip/run", { method: "POST" });
    expect(run.status).toBe(401);
    expect((await run.json()).error.code).toBe("unauthorized");
    expect(await deps.db.jobRun.count()).toBe(0);
  });

  it("is in the OpenAPI document", async () => {
    const doc = await (await createHttpApp(deps).request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/admin/jobs", "/api/admin/job-runs", "/api/admin/jobs/{name}/run"]),
    );
  });

  it("GET lists the jobs for react-admin; POST runs one now, answered 202, then seen as its last run", async () => {
    const app = appWith(allowStaff);
    const list = await app.request("/api/admin/jobs");
    expect(list.status).toBe(200);
    const jobs = await list.json();
    expect(list.headers.get("Content-Range")).toBe(`jobs 0-${jobs.length - 1}/${jobs.length}`);
    expect(jobs.find((job: { id: string }) => job.id === "lift-timed-bans")).toMatchObject({
      name: "lift-timed-bans",
      schedule: "* * * * *",
      timezone: "UTC",
      lastRun: null,
      nextRunAt: expect.stringMatching(/:00\.000Z$/),
    });

    const run = await app.request("/api/admin/jobs/lift-timed-bans/run", { method: "POST" });
    expect(run.status).toBe(202);
    const started = await run.json();
    expect(started).toMatchObject({ job: "lift-timed-bans", trigger: "manual", status: "running" });

    let lastRun: { id: number; status: string; counts: unknown } | null = null;
    for (let attempt = 0; attempt < 50 && lastRun?.status !== "succeeded"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const listed = await (await app.request("/api/admin/jobs")).json();
      lastRun = listed.find((job: { id: string }) => job.id === "lift-timed-bans").lastRun;
    }
    expect(lastRun).toMatchObject({ id: started.id, status: "succeeded", counts: { lifted: 0 } });
    expect(await deps.db.history.count({ where: { type: "staff_action", actorId: staffId } })).toBe(1);

    // The run history: newest first, who ran it by name, its duration; filtered by job and trigger.
    const runs = await app.request(
      `/api/admin/job-runs?filter=${encodeURIComponent('{"job":"lift-timed-bans","trigger":"manual"}')}`,
    );
    expect(runs.status).toBe(200);
    expect(runs.headers.get("Content-Range")).toBe("job-runs 0-0/1");
    const [listed] = await runs.json();
    expect(listed).toMatchObject({
      id: started.id,
      job: "lift-timed-bans",
      status: "succeeded",
      trigger: "manual",
      counts: { lifted: 0 },
      durationMs: expect.any(Number),
      actor: { id: staffId, email: "liveops@example.com", role: "liveops", name: null },
    });
    const scheduled = await app.request(
      `/api/admin/job-runs?filter=${encodeURIComponent('{"trigger":"schedule"}')}`,
    );
    expect(scheduled.headers.get("Content-Range")).toBe("job-runs */0");
    const unknownFilter = await app.request(
      `/api/admin/job-runs?filter=${encodeURIComponent('{"who":"x"}')}`,
    );
    expect(unknownFilter.status).toBe(400);
  });

  it("POST answers 404 for an unknown job and 400 for a malformed name", async () => {
    const app = appWith(allowStaff);
    const unknown = await app.request("/api/admin/jobs/rotate-moon/run", { method: "POST" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
    const malformed = await app.request("/api/admin/jobs/DROP%20TABLE/run", { method: "POST" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("validation_failed");
  });
});
