// OpenAPI response shapes of the engagement routes (inbox, polls,
// leaderboards), and the one helper that turns a use case's result (with Date
// fields) into its JSON form.
import { z } from "@hono/zod-openapi";
import { RewardSchema } from "../catalogue/rewards.ts";
import { NextCursorSchema, orNull } from "./openapi-route.ts";

/** JSON form of a use case result: Dates become ISO strings. */
export function toJson<S extends z.ZodType>(_schema: S, value: unknown): z.infer<S> {
  return JSON.parse(JSON.stringify(value)) as z.infer<S>;
}

const DateTime = z.string().openapi({ format: "date-time" });
const Rewards = RewardSchema.nullable().openapi("Reward");

export const MessageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string().openapi({ description: "Rendered on the server from the template and params" }),
    template: z.string().nullable(),
    params: z.record(z.string(), z.unknown()),
    rewards: Rewards,
    action: z.object({ type: z.string(), target: z.string() }).nullable(),
    isRead: z.boolean(),
    areRewardsCollected: z.boolean(),
    hasRewardsToCollect: z.boolean(),
    hasPerformedAction: z.boolean(),
    createdAt: DateTime,
    expiresAt: DateTime.nullable(),
  })
  .openapi("Message");

export const InboxCountsSchema = z
  .object({ unread: z.number().int(), toCollect: z.number().int(), total: z.number().int() })
  .openapi("InboxCounts");

export const InboxPageSchema = z
  .object({ messages: z.array(MessageSchema), counts: InboxCountsSchema, nextCursor: NextCursorSchema })
  .openapi("InboxPage");

const Balance = z.object({
  currency: z.enum(["gold", "gems"]),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
});

export const CollectedSchema = z
  .object({
    messageId: z.number().int(),
    granted: RewardSchema,
    balances: z.array(Balance),
    itemIds: z.array(z.number()),
  })
  .openapi("CollectedRewards");

export const CollectedAllSchema = z
  .object({
    collected: z.array(z.object({ messageId: z.number().int(), granted: RewardSchema })),
    total: RewardSchema,
    waiting: z.array(z.object({ messageId: z.number().int(), overflow: RewardSchema })),
    balances: z.array(Balance),
  })
  .openapi("CollectedAllRewards");

export const PerformedActionSchema = z
  .object({
    messageId: z.number().int(),
    action: z.object({ type: z.string(), target: z.string() }),
    firstTime: z.boolean(),
  })
  .openapi("PerformedAction");

export const PollSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    startsAt: DateTime,
    endsAt: DateTime,
    rewards: Rewards,
  })
  .openapi("Poll");

export const PollResultsSchema = z
  .object({
    key: z.string(),
    total: z.number().int(),
    options: z.array(z.object({ option: z.string(), count: z.number().int(), percent: z.number() })),
  })
  .openapi("PollResults");

export const PlayerPollSchema = z
  .object({ poll: PollSchema, answer: z.string().nullable(), results: orNull(PollResultsSchema) })
  .openapi("PlayerPoll");

export const PollAnsweredSchema = z
  .object({
    key: z.string(),
    answer: z.string(),
    reward: z.object({ granted: RewardSchema }).passthrough().nullable(),
    results: PollResultsSchema,
  })
  .openapi("PollAnswered");

export const BoardSchema = z
  .object({
    id: z.number().int(),
    periodicity: z.enum(["daily", "weekly", "monthly", "season", "allTime"]),
    type: z.string(),
    operator: z.string(),
    periodStart: DateTime,
    nextResetAt: DateTime.nullable().openapi({
      description: "When the period ends; null for all-time boards",
    }),
  })
  .openapi("Leaderboard");

export const ContenderSchema = z
  .object({
    rank: z.number().int(),
    userId: z.string(),
    name: z.string().nullable(),
    avatar: z.string().openapi({ description: "The contender's avatar (a cosmetic id, as in the shop)" }),
    frame: z.string().openapi({ description: "The contender's frame (a cosmetic id)" }),
    score: z.number().int(),
    reachedAt: DateTime,
  })
  .openapi("Contender");

export const ArchivedPeriodSchema = z
  .object({ periodStart: DateTime, periodEnd: DateTime, contenders: z.number().int() })
  .openapi("ArchivedPeriod");

export const errorResponses = {
  400: { description: "Invalid input (code `validation_failed`)" },
  401: { description: "Not signed in" },
  404: { description: "Not found" },
} as const;
