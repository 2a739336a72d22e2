// What the collection's use cases share: which species a player owns, has seen or
// does not know yet (read from what the game already keeps, no write of its own),
// a species by the name in its address, its stats as the battles compute them, and
// where it can be met or found.

import { combatantStats } from "../battles/combatant.ts";
import { abilityEffects, battleRules } from "../battles/rules.ts";
import type { Quality } from "../catalogue/basics.ts";
import { type CampaignMapDefinition, campaignMaps, challenges } from "../catalogue/maps.ts";
import { type MonsterDefinition, monsters } from "../catalogue/monsters.ts";
import { starterGrant } from "../catalogue/new-players.ts";
import { summonEggs, summonPool } from "../catalogue/summons.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { monsterMaxLevel } from "../progression/levels.ts";
import { mapName } from "../words/display-names.ts";

/**
 * owned: one is in the inventory now, or one was transcended into the collection;
 * seen: not owned now, but met (an enemy of a map the player has played) or owned
 * once (a mastery of it, or a summon that hatched it); unknown: neither.
 */
export type SpeciesStatus = "owned" | "seen" | "unknown";

/** The species' place in the book (1..32, the catalogue's order: by element, then quality). */
export function speciesNumber(name: string): number {
  return monsters.findIndex((monster) => monster.name === name) + 1;
}

/** The species an address names ("emberfox", any case); an unknown one is a 404. */
export function speciesByKey(key: string): MonsterDefinition {
  const wanted = key.trim().toLowerCase();
  const species = monsters.find((monster) => monster.name.toLowerCase() === wanted);
  if (!species) throw new AppError("not_found", "No such monster species.");
  return species;
}

/** The part of a species' address after /collection/: its name in lower case. */
export function speciesKey(name: string): string {
  return name.toLowerCase();
}

const allMaps: readonly CampaignMapDefinition[] = [...campaignMaps, ...challenges];

/** Every species' status for one player, from their items, transcended monsters, masteries, summons and played maps. */
export async function speciesStatuses(db: Db, userId: string): Promise<Map<string, SpeciesStatus>> {
  const [items, transcended, masteries, played, pulls] = await Promise.all([
    db.item.findMany({
      where: { inventory: { userId }, type: "monster" },
      select: { name: true },
      distinct: ["name"],
    }),
    db.userTranscendedItem.findMany({
      where: { userId, type: "monster" },
      select: { name: true },
      distinct: ["name"],
    }),
    db.mastery.findMany({ where: { userId }, select: { name: true } }),
    db.mapProgress.findMany({ where: { userId }, select: { name: true }, distinct: ["name"] }),
    db.summonPull.findMany({ where: { userId }, select: { species: true }, distinct: ["species"] }),
  ]);
  const owned = new Set([...items, ...transcended].map((row) => row.name));
  const playedMaps = new Set(played.map((row) => row.name));
  const seen = new Set<string>([
    ...masteries.map((row) => row.name),
    ...pulls.map((row) => row.species),
    ...allMaps.filter((map) => playedMaps.has(map.key)).flatMap((map) => map.enemies),
  ]);
  return new Map(
    monsters.map((monster) => [
      monster.name,
      owned.has(monster.name) ? "owned" : seen.has(monster.name) ? "seen" : "unknown",
    ]),
  );
}

/** A monster's battle stats and what its ability does at a level, by the battles' own rule. */
export interface StatsAtLevel {
  level: number;
  hp: number;
  attack: number;
  defense: number;
  speed: number;
  /** The ability's amount at this level: damage bonus (0.6 = 60 % harder), heal hp, shield, stun turns. */
  abilityAmount: number;
}

export function statsAtLevel(
  species: MonsterDefinition,
  spec: { level: number; quality: Quality; masteryLevel?: number },
): StatsAtLevel {
  const stats = combatantStats({ name: species.name, ...spec });
  const { kind, power } = species.ability;
  return {
    level: spec.level,
    hp: stats.maxHp,
    attack: stats.attack,
    defense: stats.defense,
    speed: stats.speed,
    abilityAmount:
      kind === "damage"
        ? abilityEffects.damageBonus(power)
        : kind === "heal"
          ? abilityEffects.heal(stats.attack, power)
          : kind === "shield"
            ? abilityEffects.shield(stats.defense, power)
            : power,
  };
}

/** The levels a species' table shows: 1, then every tenth up to the highest. */
export const tableLevels: readonly number[] = [
  1,
  ...Array.from({ length: Math.floor(monsterMaxLevel / 10) }, (_, index) => (index + 1) * 10),
];

/** When an ability is used in a battle (simulate.ts). */
export const abilityTiming = {
  firstTurn: battleRules.firstAbilityTurn,
  cooldown: battleRules.abilityCooldown,
} as const;

/** Where a species can be had or met: the starter pack, the eggs that can hold it, maps that drop it, maps where it is an enemy. */
export interface WhereToFind {
  starter: boolean;
  /** `chance`: of this species in one pull of the egg, in percent (its quality's odds shared by that quality's pool). */
  eggs: { id: string; name: string; chance: number }[];
  drops: { map: string; mapName: string; quality: Quality; chance: number }[];
  enemyOn: { map: string; mapName: string }[];
}

export function whereToFind(name: string): WhereToFind {
  return {
    starter: (starterGrant.monsters as readonly string[]).includes(name),
    eggs: summonEggs.flatMap((egg) => {
      const species = monsters.find((monster) => monster.name === name);
      const odds: number = species
        ? ((egg.odds as Partial<Record<Quality, number>>)[species.quality] ?? 0)
        : 0;
      const pool: readonly string[] = species ? summonPool(egg, species.quality) : [];
      return odds > 0 && pool.includes(name)
        ? [{ id: egg.id, name: egg.name, chance: odds / pool.length }]
        : [];
    }),
    drops: allMaps.flatMap((map) =>
      map.drops.flatMap((drop) =>
        drop.kind === "monster" && drop.name === name
          ? [{ map: map.key, mapName: mapName(map.key), quality: drop.quality, chance: drop.chance }]
          : [],
      ),
    ),
    enemyOn: allMaps
      .filter((map) => (map.enemies as readonly string[]).includes(name))
      .map((map) => ({ map: map.key, mapName: mapName(map.key) })),
  };
}
