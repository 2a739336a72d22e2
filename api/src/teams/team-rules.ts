// Team slots and member slots come from config (3 teams of 5); the database
// backs them with CHECK constraints, unique keys and a same-inventory check.
import { z } from "zod";
import { teams } from "../config/game.ts";

export const TeamSlotSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(teams.maxTeams - 1);
export const MemberSlotSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(teams.slotsPerTeam - 1);
