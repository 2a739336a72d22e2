// Staff routes of polls, in ra-data-simple-rest's conventions (adminResource):
// list (filter: q = key prefix, status), one with its results, create, update
// (options frozen once answered), delete (unanswered polls only). Reads: any
// staff role. Changes: liveops and admin; the use cases write the History rows.
import { z } from "@hono/zod-openapi";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { createPoll } from "../polls/create-poll.ts";
import { deletePoll } from "../polls/delete-poll.ts";
import { getPoll } from "../polls/get-poll.ts";
import { listPolls, PollFilterSchema, pollSortFields } from "../polls/list-polls.ts";
import { pollStatuses } from "../polls/poll-record.ts";
import { PollDefinitionSchema, PollTermsSchema } from "../polls/poll-schemas.ts";
import { updatePoll } from "../polls/update-poll.ts";
import { NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource } from "./admin-resource.ts";
import type { ApiTag } from "./openapi-route.ts";

const tag: ApiTag = "admin: polls";

const PollFields = {
  id: z.number().int(),
  key: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  startsAt: z.string().openapi({ format: "date-time" }),
  endsAt: z.string().openapi({ format: "date-time" }),
  rewards: RewardSchema.nullable(),
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

export function adminPollsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/polls",
    tag,
    names: { one: "Poll", many: "Polls" },
    row: AdminPollSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "polls.change",
    list: {
      summary: "Polls (filter: q = key prefix, status = scheduled | running | ended)",
      description: "A page; Content-Range: polls <start>-<end>/<total>",
      sortable: pollSortFields,
      defaultSort: ["startsAt", "DESC"],
      filter: PollFilterSchema,
      load: (query, call) => listPolls(deps, { ...query, ...call }),
    },
    get: {
      summary: "One poll with its results (every option with count and percent)",
      row: AdminPollWithResultsSchema,
      load: (id, call) => getPoll(deps, { ...call, id }),
    },
    create: {
      summary: "Create a poll: key, question, options, schedule and reward",
      row: PollDefinitionViewSchema,
      body: PollDefinitionSchema,
      run: (poll, { actor }) => createPoll(deps, { actor, poll }),
    },
    update: {
      summary: "Change a poll's question, options (until answered), schedule and reward",
      row: PollDefinitionViewSchema,
      body: PollTermsSchema,
      run: (id, poll, { actor }) => updatePoll(deps, { actor, id, poll }),
    },
    delete: {
      summary: "Delete a poll nobody has answered (an answered one answers 409)",
      row: PollDefinitionViewSchema,
      run: (id, { actor }) => deletePoll(deps, { actor, id }),
    },
  });
}
