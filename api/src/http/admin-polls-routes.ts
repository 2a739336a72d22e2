// Staff routes of polls, in ra-data-simple-rest's conventions (admin-list.ts):
// list (filter: q = key prefix, status), one with its results, create, update
// (options frozen once answered), delete (unanswered polls only). Reads: any
// staff role. Changes: liveops and admin; the use cases write the History rows.
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import {
  createPoll,
  deletePoll,
  getPoll,
  listPolls,
  PollFilterSchema,
  pollSortFields,
  pollStatuses,
  updatePoll,
} from "../polls/manage-polls.ts";
import { PollDefinitionSchema, PollTermsSchema } from "../polls/poll-schemas.ts";
import { jsonOnly } from "./admin-list.ts";
import {
  adminErrors,
  adminList,
  createAdminRouter,
  jsonBody,
  jsonContent,
  NumericIdParamsSchema,
} from "./admin-openapi.ts";
import { toJson } from "./engagement-schemas.ts";
import { staffRequired } from "./guards.ts";

const tags = ["admin: polls"];

const PollFields = {
  id: z.number().int(),
  key: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  startsAt: z.string().openapi({ format: "date-time" }),
  endsAt: z.string().openapi({ format: "date-time" }),
  rewards: z.record(z.string(), z.unknown()).nullable(),
};
const AdminPollSchema = z
  .object({ ...PollFields, status: z.enum(pollStatuses), answers: z.number().int() })
  .openapi("AdminPoll");
const PollResultsSchema = z.object({
  key: z.string(),
  total: z.number().int(),
  options: z.array(z.object({ option: z.string(), count: z.number().int(), percent: z.number() })),
});
const AdminPollWithResultsSchema = z
  .object({ ...AdminPollSchema.shape, results: PollResultsSchema })
  .openapi("AdminPollWithResults");
const PollDefinitionViewSchema = z.object(PollFields).openapi("AdminPollDefinition");

const pollsList = adminList({
  path: "/api/admin/polls",
  tags,
  summary: "Polls (filter: q = key prefix, status = scheduled | running | ended)",
  row: AdminPollSchema,
  description: "A page; Content-Range: polls <start>-<end>/<total>",
  sortable: pollSortFields,
  defaultSort: ["startsAt", "DESC"],
  filter: PollFilterSchema,
});

const getRoute = createRoute({
  method: "get",
  path: "/api/admin/polls/{id}",
  tags,
  summary: "One poll with its results (every option with count and percent)",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: { description: "The poll", content: jsonContent(AdminPollWithResultsSchema) },
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
  },
});

const createOneRoute = createRoute({
  method: "post",
  path: "/api/admin/polls",
  tags,
  summary: "Create a poll: key, question, options, schedule and reward",
  request: { body: jsonBody(PollDefinitionSchema) },
  responses: {
    201: { description: "Created", content: jsonContent(PollDefinitionViewSchema) },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
    409: adminErrors[409],
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/api/admin/polls/{id}",
  tags,
  summary: "Change a poll's question, options (until answered), schedule and reward",
  request: { params: NumericIdParamsSchema, body: jsonBody(PollTermsSchema) },
  responses: {
    200: { description: "Changed", content: jsonContent(PollDefinitionViewSchema) },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
    409: adminErrors[409],
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/admin/polls/{id}",
  tags,
  summary: "Delete a poll nobody has answered (an answered one answers 409)",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: {
      description: "Deleted; the poll as it was",
      content: jsonContent(PollDefinitionViewSchema),
    },
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
    409: adminErrors[409],
  },
});

export function adminPollsRoutes(deps: AppDeps) {
  const read = staffRequired(deps, "console.read");
  const change = staffRequired(deps, "polls.change");
  const paths = ["/api/admin/polls/*"];
  const app = createAdminRouter();
  app.on(["POST", "PUT", "DELETE"], paths, change);
  app.on(["POST", "PUT"], paths, jsonOnly);
  app.on("GET", paths, read);

  return app
    .openapi(pollsList.route, (c) =>
      pollsList.page(c, (query) => listPolls(deps, { ...query, now: new Date() })),
    )
    .openapi(getRoute, async (c) => {
      const poll = await getPoll(deps, { id: c.req.valid("param").id, now: new Date() });
      return c.json(toJson(AdminPollWithResultsSchema, poll), 200);
    })
    .openapi(createOneRoute, async (c) => {
      const poll = await createPoll(deps, { poll: c.req.valid("json"), actorId: c.get("user").id });
      return c.json(toJson(PollDefinitionViewSchema, poll), 201);
    })
    .openapi(updateRoute, async (c) => {
      const poll = await updatePoll(deps, {
        id: c.req.valid("param").id,
        poll: c.req.valid("json"),
        actorId: c.get("user").id,
      });
      return c.json(toJson(PollDefinitionViewSchema, poll), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const poll = await deletePoll(deps, { id: c.req.valid("param").id, actorId: c.get("user").id });
      return c.json(toJson(PollDefinitionViewSchema, poll), 200);
    });
}
