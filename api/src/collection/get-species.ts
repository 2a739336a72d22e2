// One species of the collection book, as the player knows it: its element, quality
// and where it can be found always; once seen or owned also its stats by level (the
// battles' own rule), its ability, the player's mastery of it, its skins (and which
// the player's monsters wear), transcendence and the player's monsters of it.
import { z } from "zod";
import { battleRules } from "../battles/rules.ts";
import type { AbilityKind, Quality } from "../catalogue/basics.ts";
import type { BaseStats } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { mastery as masteryRules, masteryXpForLevel, monsterMaxLevel } from "../progression/levels.ts";
import type { CollectionEntry } from "./list-collection.ts";
import {
  abilityTiming,
  type StatsAtLevel,
  speciesByKey,
  speciesKey,
  speciesNumber,
  speciesStatuses,
  statsAtLevel,
  tableLevels,
  type WhereToFind,
  whereToFind,
} from "./species-record.ts";

export const GetSpeciesSchema = z.object({ key: z.string().min(1).max(40) });

export interface SpeciesDetails {
  baseStats: BaseStats;
  /** Battle stats at the species' own quality, before mastery and relics, at levels 1, 10, … 50. */
  statsByLevel: StatsAtLevel[];
  ability: { name: string; kind: AbilityKind; power: number; firstTurn: number; cooldown: number };
  mastery: {
    level: number;
    xp: number;
    /** Xp the next level costs (xp counts toward it); null at the highest. */
    xpForNext: number | null;
    maxLevel: number;
    /** What the mastery adds to the monster's stats, in percent. */
    statBonusPercent: number;
  } | null;
  /** Every skin; `worn` counts the player's monsters of this species that wear it. */
  skins: { id: string; worn: number }[];
  /** A player who owns one now can put any of its skins on it. */
  canWearSkins: boolean;
  transcendence: { requiredLevel: number; transcended: number; ready: number[] };
  yourMonsters: { id: number; level: number; quality: Quality; skinId: string }[];
}

export interface SpeciesView extends CollectionEntry {
  whereToFind: WhereToFind;
  /** Null while the species is unknown to the player: the book shows its silhouette only. */
  details: SpeciesDetails | null;
  previous: { key: string; number: number } | null;
  next: { key: string; number: number } | null;
}

export async function getSpecies(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; key: string },
): Promise<SpeciesView> {
  const { key } = GetSpeciesSchema.parse(input);
  const species = speciesByKey(key);
  const { userId } = input;
  const [statuses, monsterRows, masteryRow, transcended, members] = await Promise.all([
    speciesStatuses(deps.db, userId),
    deps.db.item.findMany({
      where: { inventory: { userId }, type: "monster", name: species.name },
      select: { id: true, level: true, quality: true, skinId: true },
      orderBy: [{ level: "desc" }, { id: "asc" }],
    }),
    deps.db.mastery.findUnique({
      where: { userId_name: { userId, name: species.name } },
      select: { level: true, xp: true },
    }),
    deps.db.userTranscendedItem.count({ where: { userId, type: "monster", name: species.name } }),
    deps.db.teamMember.findMany({
      where: { team: { inventory: { userId } }, monster: { name: species.name } },
      select: { monsterId: true },
    }),
  ]);
  const status = statuses.get(species.name) ?? "unknown";
  const number = speciesNumber(species.name);
  const neighbour = (offset: number) => {
    const name = [...statuses.keys()][number - 1 + offset];
    return name ? { key: speciesKey(name), number: number + offset } : null;
  };
  const yourMonsters = monsterRows.map((row) => ({ ...row, skinId: row.skinId ?? species.skins[0] }));
  const inTeams = new Set(members.map((member) => member.monsterId));
  const masteryLevel = masteryRow?.level ?? 1;
  return {
    number,
    key: speciesKey(species.name),
    name: species.name,
    element: species.element,
    quality: species.quality,
    status,
    whereToFind: whereToFind(species.name),
    details:
      status === "unknown"
        ? null
        : {
            baseStats: { ...species.stats },
            statsByLevel: tableLevels.map((level) =>
              statsAtLevel(species, { level, quality: species.quality }),
            ),
            ability: { ...species.ability, ...abilityTiming },
            mastery: masteryRow
              ? {
                  level: masteryRow.level,
                  xp: masteryRow.xp,
                  xpForNext:
                    masteryRow.level >= masteryRules.maxLevel ? null : masteryXpForLevel(masteryRow.level),
                  maxLevel: masteryRules.maxLevel,
                  statBonusPercent: Math.round(
                    battleRules.masteryStatBonusPerLevel * (masteryLevel - 1) * 100,
                  ),
                }
              : null,
            skins: species.skins.map((id) => ({
              id,
              worn: yourMonsters.filter((monster) => monster.skinId === id).length,
            })),
            canWearSkins: yourMonsters.length > 0,
            transcendence: {
              requiredLevel: monsterMaxLevel,
              transcended,
              ready: yourMonsters
                .filter((monster) => monster.level >= monsterMaxLevel && !inTeams.has(monster.id))
                .map((monster) => monster.id),
            },
            yourMonsters,
          },
    previous: neighbour(-1),
    next: neighbour(1),
  };
}
