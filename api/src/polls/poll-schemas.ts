// Poll definitions: the key is PollResult.type; options are the allowed answers.
import { z } from "zod";
import { RewardSchema } from "../catalogue/rewards.ts";
import { InstantSchema } from "../db/row-id.ts";

export const PollKeySchema = z
  .string()
  .min(3)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and dashes");

export const PollOptionsSchema = z
  .array(z.string().trim().min(1).max(80))
  .min(2)
  .max(10)
  .refine((options) => new Set(options).size === options.length, { error: "options must differ" });

const pollTermsShape = {
  question: z.string().trim().min(5).max(200),
  options: PollOptionsSchema,
  startsAt: InstantSchema,
  endsAt: InstantSchema,
  rewards: RewardSchema.nullable().default(null),
};

const endsAfterStart = {
  check: (poll: { startsAt: Date; endsAt: Date }) => poll.endsAt > poll.startsAt,
  params: { error: "the poll must end after it starts", path: ["endsAt"] },
};

/** What staff may change on a poll (its key is fixed once created). */
export const PollTermsSchema = z
  .strictObject(pollTermsShape)
  .refine(endsAfterStart.check, endsAfterStart.params);
export type PollTerms = z.input<typeof PollTermsSchema>;

export const PollDefinitionSchema = z
  .strictObject({ key: PollKeySchema, ...pollTermsShape })
  .refine(endsAfterStart.check, endsAfterStart.params);
export type PollDefinition = z.input<typeof PollDefinitionSchema>;

export const AnswerPollSchema = z.strictObject({ answer: z.string().trim().min(1).max(80) });

export interface PollRow {
  id: number;
  key: string;
  question: string;
  options: unknown;
  startsAt: Date;
  endsAt: Date;
  rewards: unknown;
}

export interface PollView {
  id: number;
  key: string;
  question: string;
  options: string[];
  startsAt: Date;
  endsAt: Date;
  rewards: z.infer<typeof RewardSchema> | null;
}

export function toPollView(row: PollRow): PollView {
  return {
    id: row.id,
    key: row.key,
    question: row.question,
    options: PollOptionsSchema.safeParse(row.options).data ?? [],
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    rewards: row.rewards == null ? null : (RewardSchema.safeParse(row.rewards).data ?? null),
  };
}

export const pollSelect = {
  id: true,
  key: true,
  question: true,
  options: true,
  startsAt: true,
  endsAt: true,
  rewards: true,
} as const;
