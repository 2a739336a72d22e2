// A monster as it enters a battle: catalogue base stats grown by its level and
// quality, its owner's mastery of that monster, and the relic it carries.

import type { AbilityKind, Element, Quality } from "../catalogue/basics.ts";
import { findMonster } from "../catalogue/monsters.ts";
import { relics } from "../catalogue/relics.ts";
import {
  battleRules,
  monsterStatGrowthPerLevel,
  qualityStatMultiplier,
  relicBonusGrowthPerLevel,
} from "./rules.ts";

export interface CombatantSpec {
  name: string;
  level: number;
  quality: Quality;
  skinId?: string | null;
  /** The owner's Mastery level of this monster (1 when none). */
  masteryLevel?: number;
  relic?: { name: string; level: number } | null;
  /** Challenge curse: enemies get this many levels of extra hp and attack. */
  curse?: number;
}

export interface CombatantStats {
  name: string;
  element: Element;
  level: number;
  quality: Quality;
  skinId: string | null;
  maxHp: number;
  attack: number;
  defense: number;
  speed: number;
  ability: { name: string; kind: AbilityKind; power: number };
  relic: string | null;
}

export function combatantStats(spec: CombatantSpec): CombatantStats {
  const monster = findMonster(spec.name);
  if (!monster) throw new Error(`Unknown monster ${spec.name}`);
  const growth =
    (qualityStatMultiplier[spec.quality] / qualityStatMultiplier[monster.quality]) *
    (1 + monsterStatGrowthPerLevel * (spec.level - 1)) *
    (1 + battleRules.masteryStatBonusPerLevel * Math.max(0, (spec.masteryLevel ?? 1) - 1));
  const curse = 1 + battleRules.cursePerLevel * (spec.curse ?? 0);
  const relic = spec.relic ? relics.find((candidate) => candidate.name === spec.relic?.name) : undefined;
  const relicScale = spec.relic ? 1 + relicBonusGrowthPerLevel * (spec.relic.level - 1) : 0;
  const bonus = (stat: "hp" | "attack" | "defense" | "speed") => {
    const bonuses: Partial<Record<typeof stat, number>> = relic?.bonuses ?? {};
    return Math.round((bonuses[stat] ?? 0) * relicScale);
  };
  return {
    name: monster.name,
    element: monster.element,
    level: spec.level,
    quality: spec.quality,
    skinId: spec.skinId ?? monster.skins[0],
    maxHp: Math.round(monster.stats.hp * growth * curse) + bonus("hp"),
    attack: Math.round(monster.stats.attack * growth * curse) + bonus("attack"),
    defense: Math.round(monster.stats.defense * growth) + bonus("defense"),
    speed: monster.stats.speed + bonus("speed"),
    ability: { ...monster.ability },
    relic: relic?.name ?? null,
  };
}

/** A rough strength figure (for matchmaking hints and the play screen). */
export function teamPower(team: readonly CombatantStats[]): number {
  return Math.round(team.reduce((sum, unit) => sum + unit.maxHp / 4 + unit.attack + unit.defense, 0));
}
