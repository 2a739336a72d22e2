// Team slots and member slots come from limits.ts (3 teams of 5); the database
// backs them with CHECK constraints, unique keys and a same-inventory check.

import { intInput } from "../db/row-id.ts";
import { teams } from "./limits.ts";

// Numbers, not coerced: a JSON body's `true` or `null` is no slot. Path
// parameters (text) take the same bounds, coerced (http/progression-routes.ts).
export const TeamSlotSchema = intInput({ min: 0, max: teams.maxTeams - 1 });
export const MemberSlotSchema = intInput({ min: 0, max: teams.slotsPerTeam - 1 });
