// Polls over HTTP for players: transport only (api/src/polls).
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { answerPoll } from "../polls/answer-poll.ts";
import { currentPoll, pollForPlayer } from "../polls/current-poll.ts";
import { AnswerPollSchema, PollKeySchema } from "../polls/poll-schemas.ts";
import { PlayerPollSchema, PollAnsweredSchema, toJson } from "./engagement-schemas.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody, orNull } from "./openapi-route.ts";

// A fresh schema: zod v4 schemas made before @hono/zod-openapi loaded lack .openapi().
const KeyParams = z.object({
  key: z
    .string()
    .pipe(PollKeySchema)
    .openapi({ param: { name: "key", in: "path" }, example: "next-weekend-event" }),
});
const CurrentPollSchema = z.object({ current: orNull(PlayerPollSchema) }).openapi("CurrentPoll");

const currentRoute = apiRoute({
  operationId: "getCurrentPoll",
  method: "get",
  path: "/api/polls/current",
  tag: "polls",
  access: "player",
  summary: "The poll running now, the player's answer, and the results once answered",
  responses: { 200: json("The current poll, or null", CurrentPollSchema) },
});

const pollRoute = apiRoute({
  operationId: "getPoll",
  method: "get",
  path: "/api/polls/{key}",
  tag: "polls",
  access: "player",
  summary: "A started poll with the player's answer (results once answered or ended)",
  request: { params: KeyParams },
  responses: { 200: json("The poll", PlayerPollSchema) },
  errors: { 404: "No such poll, or not started" },
});

const answerRoute = apiRoute({
  operationId: "answerPoll",
  method: "post",
  path: "/api/polls/{key}/answer",
  tag: "polls",
  access: "player",
  summary: "Answer a poll (once per player; grants the poll's reward)",
  request: { params: KeyParams, body: jsonBody(AnswerPollSchema) },
  responses: { 201: json("Answered; the results", PollAnsweredSchema) },
  errors: {
    400: "Not one of the poll's options, or not a valid request (`details.fields`)",
    404: "No such poll, or not started",
    409: "Already answered, or the poll has ended",
  },
});

export function pollsRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/polls/*", userRequired(deps));
  return app
    .openapi(currentRoute, async (c) => {
      const current = await currentPoll(deps, { userId: c.get("user").id, now: new Date() });
      return c.json(toJson(CurrentPollSchema, { current }), 200);
    })
    .openapi(pollRoute, async (c) => {
      const poll = await pollForPlayer(deps.db, {
        userId: c.get("user").id,
        key: c.req.valid("param").key,
        now: new Date(),
      });
      return c.json(toJson(PlayerPollSchema, poll), 200);
    })
    .openapi(answerRoute, async (c) => {
      const answered = await answerPoll(deps, {
        userId: c.get("user").id,
        key: c.req.valid("param").key,
        answer: c.req.valid("json").answer,
        now: new Date(),
      });
      return c.json(toJson(PollAnsweredSchema, answered), 201);
    });
}
