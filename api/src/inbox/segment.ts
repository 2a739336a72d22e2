// A segment of players, as staff describe an audience (a message, an announcement):
// its own file so the domain events can name it without depending on the send.
import { z } from "zod";
import { InstantSchema, intInput } from "../db/row-id.ts";

/** Who receives a segment send. Every given condition must hold; none given = every player. */
export const SegmentSchema = z.strictObject({
  levelMin: intInput({ min: 1 }).optional(),
  levelMax: intInput({ min: 1 }).optional(),
  /** true: VIP now (vipExpiresAt > now); false: not VIP. */
  vip: z.boolean().optional(),
  /** ISO 3166 country of the player's latest completed payment. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((country) => country.toUpperCase())
    .optional(),
  /** Active (User.lastActiveAt) at or after this time. */
  activeSince: InstantSchema.optional(),
  /** true: has at least one real-money payment; false: never paid. */
  hasPaid: z.boolean().optional(),
  /** Banned players are left out unless asked for. */
  includeBanned: z.boolean().default(false),
});
export type Segment = z.infer<typeof SegmentSchema>;
