// What a game server says about a finished match, and the bounds it must respect.
// The same schema validates POST /api/matches and builds its OpenAPI document.
import { z } from "@hono/zod-openapi";
import { mapDifficulties } from "../catalogue/maps.ts";
import { intInput } from "../db/row-id.ts";
import { teams } from "../teams/limits.ts";
import { matchBounds, matchModes, matchReportRules } from "./rules.ts";

export const MatchReportSchema = z
  .object({
    matchId: z
      .string()
      .min(matchReportRules.matchIdMinLength)
      .max(matchReportRules.matchIdMaxLength)
      .regex(/^[A-Za-z0-9_.:-]+$/)
      .openapi({ description: "The reporter's id of this match; a second report with it applies nothing." }),
    mode: z.enum(matchModes),
    map: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: "Campaign map or challenge key (not for pvp)." }),
    difficulty: intInput({ min: 1, max: mapDifficulties.length }).default(1),
    teamSlot: intInput({ min: 0, max: teams.maxTeams - 1 }).default(0),
    result: z.enum(["win", "loss"]),
    turns: intInput({ min: 1 }),
    timeSeconds: intInput({ min: 0 }),
    kills: intInput({ min: 0 }),
    bossKills: intInput({ min: 0 }).default(0),
    curse: intInput({ min: 0 }).default(0),
    groupSize: intInput({ min: 1, max: matchBounds.maxGroupSize }).optional(),
    opponentUserId: z.string().uuid().optional().openapi({ description: "PvP: the defending player." }),
  })
  .openapi("MatchReport");
export type MatchReport = z.infer<typeof MatchReportSchema>;

/** Reported by a game server: the player it reports for. */
export const ServerMatchReportSchema = MatchReportSchema.extend({
  userId: z.string().uuid().openapi({ description: "The player the match is reported for." }),
}).openapi("ServerMatchReport");
export type ServerMatchReport = z.input<typeof ServerMatchReportSchema>;
