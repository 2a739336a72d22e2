// One of the player's own monsters: its level and xp toward the next, quality, the
// skin it wears and the others it can wear, its battle stats at its level (with the
// player's mastery of its species, before a relic) and at the levels ahead of it, the
// teams it is in, and what can
// be done with it now (wear a skin, transcend, sell). Another player's monster, or a
// monster that is gone, is a 404.
import { z } from "zod";
import type { AbilityKind, Element, Quality } from "../catalogue/basics.ts";
import { findMonster } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { sellPrice } from "../inventory/prices.ts";
import { mastery as masteryRules, monsterMaxLevel, monsterXpForLevel } from "../progression/levels.ts";
import {
  abilityTiming,
  type StatsAtLevel,
  speciesKey,
  speciesNumber,
  statsAtLevel,
  tableLevels,
} from "./species-record.ts";

export const GetOwnedMonsterSchema = z.object({ monsterId: RowIdSchema });

export interface OwnedMonsterView {
  id: number;
  name: string;
  /** Its species' page: /collection/<speciesKey>. */
  speciesKey: string;
  number: number;
  element: Element;
  quality: Quality;
  level: number;
  maxLevel: number;
  xp: number;
  /** Xp the next level costs (xp counts toward it); null at the highest level. */
  xpForNext: number | null;
  skinId: string;
  skins: string[];
  masteryLevel: number;
  /** Battle stats at its level, quality and the player's mastery; a relic in a team adds to them. */
  stats: StatsAtLevel;
  /** The same stats at levels 1, 10, … and its own level, in order: what it grows into. */
  statsByLevel: StatsAtLevel[];
  ability: { name: string; kind: AbilityKind; power: number; firstTurn: number; cooldown: number };
  teams: { slot: number; name: string }[];
  sellPrice: number;
  /** Why it cannot transcend now (level, in a team), or null when it can. */
  transcend: { ready: true } | { ready: false; reason: "not_max_level" | "in_team"; requiredLevel: number };
}

export async function getOwnedMonster(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; monsterId: number },
): Promise<OwnedMonsterView> {
  const { monsterId } = GetOwnedMonsterSchema.parse(input);
  const monster = await deps.db.item.findFirst({
    where: { id: monsterId, type: "monster", inventory: { userId: input.userId } },
    select: {
      id: true,
      name: true,
      quality: true,
      level: true,
      xp: true,
      skinId: true,
      teamMembers: { select: { team: { select: { slot: true, name: true } } } },
    },
  });
  const species = monster ? findMonster(monster.name) : undefined;
  if (!monster || !species) throw new AppError("not_found", "No such monster in your inventory.");
  const masteryRow = await deps.db.mastery.findUnique({
    where: { userId_name: { userId: input.userId, name: monster.name } },
    select: { level: true },
  });
  const masteryLevel = Math.min(masteryRow?.level ?? 1, masteryRules.maxLevel);
  const grown = { quality: monster.quality, masteryLevel };
  const levels = [...new Set([...tableLevels, monster.level])].sort((a, b) => a - b);
  const teams = monster.teamMembers
    .map(({ team }) => ({ slot: team.slot, name: team.name ?? `Team ${team.slot + 1}` }))
    .sort((a, b) => a.slot - b.slot);
  return {
    id: monster.id,
    name: monster.name,
    speciesKey: speciesKey(monster.name),
    number: speciesNumber(monster.name),
    element: species.element,
    quality: monster.quality,
    level: monster.level,
    maxLevel: monsterMaxLevel,
    xp: monster.xp,
    xpForNext: monster.level >= monsterMaxLevel ? null : monsterXpForLevel(monster.level),
    skinId: monster.skinId ?? species.skins[0],
    skins: [...species.skins],
    masteryLevel,
    stats: statsAtLevel(species, { level: monster.level, ...grown }),
    statsByLevel: levels.map((level) => statsAtLevel(species, { level, ...grown })),
    ability: { ...species.ability, ...abilityTiming },
    teams,
    sellPrice: sellPrice("monster", monster.quality, monster.level),
    transcend:
      monster.level < monsterMaxLevel
        ? { ready: false, reason: "not_max_level", requiredLevel: monsterMaxLevel }
        : teams.length > 0
          ? { ready: false, reason: "in_team", requiredLevel: monsterMaxLevel }
          : { ready: true },
  };
}
