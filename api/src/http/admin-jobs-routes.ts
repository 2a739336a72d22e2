// Staff routes of the scheduled jobs: list them (schedule, last run, next run),
// list their runs, and run one now. Transport only: the use cases are
// jobs/list-jobs, jobs/list-job-runs and jobs/run-job-now. The staff session
// guard of admin-routes.ts sets the acting staff member as c.get("user").
// By hand, not with adminResource: jobs come from code (no store to page, so
// the whole list in one answer), and running one is an action, not an edit.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { JobRunFilterSchema, jobRunSortFields, listJobRuns } from "../jobs/list-job-runs.ts";
import { listJobs } from "../jobs/list-jobs.ts";
import { runJobNow } from "../jobs/run-job-now.ts";
import { actorOf, adminRoute, ListQuerySchema, listPage, listResponse200 } from "./admin-openapi.ts";
import { callOf } from "./admin-resource.ts";
import { createApiRouter } from "./openapi.ts";
import { json, orNull } from "./openapi-route.ts";
import { PersonSchema } from "./person-schema.ts";

const JobRunStatusSchema = z.enum(["running", "succeeded", "failed"]);

const JobLastRunSchema = z
  .object({
    id: z.number().int(),
    status: JobRunStatusSchema,
    trigger: z.string(),
    scheduledAt: z.string().datetime(),
    startedAt: z.string().datetime(),
    finishedAt: z.string().datetime().nullable(),
    counts: z.record(z.string(), z.number()).nullable(),
    error: z.string().nullable(),
    instance: z.string().nullable(),
  })
  .openapi("JobLastRun");

const JobRunSchema = z
  .object({
    id: z.number().int(),
    job: z.string(),
    status: JobRunStatusSchema,
    trigger: z.string().openapi({ description: "schedule, catch-up, manual (console) or cli" }),
    scheduledAt: z.string().datetime(),
    startedAt: z.string().datetime(),
    finishedAt: z.string().datetime().nullable(),
    durationMs: z.number().int().nullable(),
    counts: z.record(z.string(), z.number()).nullable(),
    error: z.string().nullable(),
    instance: z.string().nullable(),
    actor: orNull(PersonSchema, "Who ran it by hand"),
  })
  .openapi("JobRun");

const JobSchema = z
  .object({
    id: z.string().openapi({ description: "The job name (react-admin record id)." }),
    name: z.string(),
    schedule: z.string().openapi({ description: "Cron pattern", example: "0 0 * * *" }),
    timezone: z.literal("UTC"),
    description: z.string(),
    nextRunAt: z.string().datetime().nullable(),
    lastRun: JobLastRunSchema.nullable(),
  })
  .openapi("Job");

const StartedJobRunSchema = z
  .object({
    id: z.number().int(),
    job: z.string(),
    trigger: z.literal("manual"),
    status: z.literal("running"),
    scheduledAt: z.string().datetime(),
    startedAt: z.string().datetime(),
  })
  .openapi("StartedJobRun");

const JobNameParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/)
    .openapi({ param: { name: "name", in: "path" }, example: "daily-reset" }),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function adminJobsRoutes(deps: AppDeps) {
  const listRoute = adminRoute("jobs.run", {
    operationId: "adminListJobs",
    method: "get",
    path: "/api/admin/jobs",
    tag: "admin: jobs",
    summary: "Scheduled jobs with schedule, last run and next run (staff: admin, liveops)",
    responses: {
      200: {
        description: "Every job (react-admin list: Content-Range gives the total)",
        headers: z.object({ "Content-Range": z.string() }),
        content: { "application/json": { schema: z.array(JobSchema) } },
      },
    },
    errors: { 401: "Not signed in", 403: "Not staff" },
  });

  const runsRoute = adminRoute("jobs.run", {
    operationId: "adminListJobRuns",
    method: "get",
    path: "/api/admin/job-runs",
    tag: "admin: jobs",
    summary: "Job runs, newest first (filters: job, status, trigger)",
    request: { query: ListQuerySchema },
    responses: { 200: listResponse200(JobRunSchema, "Job runs") },
  });

  // A run takes no input and callers may post it without a body, so it is not
  // JSON-only; cross-site.ts still refuses a forged cross-site post.
  const runRoute = adminRoute(
    "jobs.run",
    {
      operationId: "adminRunJob",
      method: "post",
      path: "/api/admin/jobs/{name}/run",
      tag: "admin: jobs",
      summary: "Run a job now (audited; the run continues after the response)",
      request: { params: JobNameParamsSchema },
      responses: {
        202: json("The run has started; its outcome appears as the job's last run", StartedJobRunSchema),
      },
      errors: {
        401: "Not signed in",
        403: "Not staff",
        404: "No such job",
        409: "A run for this instant exists",
      },
    },
    { anyBody: true },
  );

  return createApiRouter()
    .openapi(listRoute, async (c) => {
      const jobs = await listJobs(deps);
      const body = jobs.map((job) => ({
        id: job.name,
        name: job.name,
        schedule: job.schedule,
        timezone: job.timezone,
        description: job.description,
        nextRunAt: iso(job.nextRunAt),
        lastRun: job.lastRun && {
          ...job.lastRun,
          scheduledAt: job.lastRun.scheduledAt.toISOString(),
          startedAt: job.lastRun.startedAt.toISOString(),
          finishedAt: iso(job.lastRun.finishedAt),
        },
      }));
      c.header("Content-Range", `jobs 0-${Math.max(body.length - 1, 0)}/${body.length}`);
      return c.json(body, 200);
    })
    .openapi(runsRoute, async (c) =>
      listPage(
        c,
        {
          resource: "job-runs",
          sortable: jobRunSortFields,
          defaultSort: ["startedAt", "DESC"],
          filter: JobRunFilterSchema,
        },
        JobRunSchema,
        (query) => listJobRuns(deps, { ...query, actor: actorOf(c) }),
      ),
    )
    .openapi(runRoute, async (c) => {
      const { name } = c.req.valid("param");
      const run = await runJobNow(deps, { ...callOf(c), name });
      return c.json(
        {
          id: run.runId,
          job: run.job,
          trigger: "manual" as const,
          status: "running" as const,
          scheduledAt: run.scheduledAt.toISOString(),
          startedAt: run.startedAt.toISOString(),
        },
        202,
      );
    });
}
