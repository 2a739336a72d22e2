// The deterministic auto-battle: two teams act in speed order, round after
// round, until one side has no monster standing or the turn limit is reached
// (then the defender wins). Every random choice comes from the seeded PRNG, so
// a seed and two teams always give the same log — the server's simulation is
// the one source of truth for battles played on the site.

import type { AbilityKind } from "../catalogue/basics.ts";
import type { CombatantStats } from "./combatant.ts";
import { createPrng, type Prng } from "./prng.ts";
import { abilityEffects, battleRules, elementMatchup } from "./rules.ts";

export type Side = "attacker" | "defender";

export interface UnitRef {
  side: Side;
  slot: number;
}

export interface BattleUnit extends CombatantStats, UnitRef {}

export interface BattleEffect {
  target: UnitRef;
  damage?: number;
  /** Damage the target's shield soaked up. */
  absorbed?: number;
  heal?: number;
  shield?: number;
  stun?: number;
  /** Element matchup of a hit. */
  matchup?: "strong" | "weak";
  /** The target's hp after the effect. */
  hp: number;
  defeated?: boolean;
}

export interface BattleEvent {
  turn: number;
  actor: UnitRef;
  action: "attack" | "ability" | "stunned";
  ability?: string;
  kind?: AbilityKind;
  effects: BattleEffect[];
}

export interface BattleInput {
  seed: string;
  attackers: readonly CombatantStats[];
  defenders: readonly CombatantStats[];
  /** The stage's limit; capped by battleRules.maxTurns. */
  turnLimit: number;
}

export interface BattleOutcome {
  seed: string;
  winner: Side;
  /** Rounds fought (1..turnLimit). */
  turns: number;
  turnLimit: number;
  /** Monsters each side defeated. */
  kills: Record<Side, number>;
  units: BattleUnit[];
  events: BattleEvent[];
  /** Remaining hp of every unit at the end, in `units` order. */
  finalHp: number[];
}

interface UnitState extends BattleUnit {
  hp: number;
  shield: number;
  stunned: number;
  cooldown: number;
  /** Breaks speed ties; drawn once per battle. */
  tiebreak: number;
}

function ref(unit: UnitState): UnitRef {
  return { side: unit.side, slot: unit.slot };
}

function hit(prng: Prng, actor: UnitState, target: UnitState, powerBonus: number): BattleEffect {
  const { factor, matchup } = elementMatchup(actor.element, target.element);
  const spread = 1 - battleRules.damageVariance + prng.next() * 2 * battleRules.damageVariance;
  const raw = actor.attack * (1 + powerBonus) * factor * spread;
  const damage = Math.max(1, Math.round((raw * 100) / (100 + target.defense)));
  const absorbed = Math.min(target.shield, damage);
  target.shield -= absorbed;
  target.hp = Math.max(0, target.hp - (damage - absorbed));
  return {
    target: ref(target),
    damage: damage - absorbed,
    ...(absorbed > 0 ? { absorbed } : {}),
    ...(matchup ? { matchup } : {}),
    hp: target.hp,
    ...(target.hp === 0 ? { defeated: true } : {}),
  };
}

export function simulateBattle(input: BattleInput): BattleOutcome {
  if (input.attackers.length === 0 || input.defenders.length === 0) {
    throw new Error("Both sides need at least one monster.");
  }
  const prng = createPrng(input.seed);
  const turnLimit = Math.max(1, Math.min(input.turnLimit, battleRules.maxTurns));
  const units: UnitState[] = [
    ...input.attackers.map((stats, slot) => ({ ...stats, side: "attacker" as const, slot })),
    ...input.defenders.map((stats, slot) => ({ ...stats, side: "defender" as const, slot })),
  ].map((unit) => ({
    ...unit,
    hp: unit.maxHp,
    shield: 0,
    stunned: 0,
    cooldown: battleRules.firstAbilityTurn,
    tiebreak: prng.next(),
  }));
  const order = [...units].sort((a, b) => b.speed - a.speed || a.tiebreak - b.tiebreak);
  const alive = (side: Side) => units.filter((unit) => unit.side === side && unit.hp > 0);
  const events: BattleEvent[] = [];
  const kills: Record<Side, number> = { attacker: 0, defender: 0 };
  let winner: Side | null = null;
  let turn = 0;

  while (winner === null && turn < turnLimit) {
    turn += 1;
    for (const actor of order) {
      if (actor.hp <= 0) continue;
      const foes = alive(actor.side === "attacker" ? "defender" : "attacker");
      if (foes.length === 0) break;
      if (actor.stunned > 0) {
        actor.stunned -= 1;
        events.push({ turn, actor: ref(actor), action: "stunned", effects: [] });
        continue;
      }
      const friends = alive(actor.side);
      actor.cooldown -= 1;
      const useAbility = actor.cooldown <= 0;
      let event: BattleEvent;
      if (!useAbility) {
        const target = prng.pick(foes);
        event = { turn, actor: ref(actor), action: "attack", effects: [hit(prng, actor, target, 0)] };
      } else {
        actor.cooldown = battleRules.abilityCooldown;
        const { ability } = actor;
        const base = { turn, actor: ref(actor), action: "ability" as const, ability: ability.name };
        switch (ability.kind) {
          case "damage": {
            const target = prng.pick(foes);
            event = {
              ...base,
              kind: "damage",
              effects: [hit(prng, actor, target, abilityEffects.damageBonus(ability.power))],
            };
            break;
          }
          case "heal": {
            const target = friends.reduce((low, unit) =>
              unit.hp / unit.maxHp < low.hp / low.maxHp ? unit : low,
            );
            const before = target.hp;
            target.hp = Math.min(target.maxHp, target.hp + abilityEffects.heal(actor.attack, ability.power));
            event = {
              ...base,
              kind: "heal",
              effects: [{ target: ref(target), heal: target.hp - before, hp: target.hp }],
            };
            break;
          }
          case "shield": {
            const amount = abilityEffects.shield(actor.defense, ability.power);
            event = {
              ...base,
              kind: "shield",
              effects: friends.map((unit) => {
                unit.shield += amount;
                return { target: ref(unit), shield: amount, hp: unit.hp };
              }),
            };
            break;
          }
          case "stun": {
            const candidates = foes.filter((unit) => unit.stunned === 0);
            const target = (candidates.length > 0 ? candidates : foes).reduce((fast, unit) =>
              unit.speed > fast.speed ? unit : fast,
            );
            target.stunned = Math.max(target.stunned, ability.power);
            event = {
              ...base,
              kind: "stun",
              effects: [{ target: ref(target), stun: ability.power, hp: target.hp }],
            };
            break;
          }
        }
      }
      for (const effect of event.effects) if (effect.defeated) kills[actor.side] += 1;
      events.push(event);
      if (alive("defender").length === 0) winner = "attacker";
      else if (alive("attacker").length === 0) winner = "defender";
      if (winner) break;
    }
  }

  return {
    seed: input.seed,
    winner: winner ?? (battleRules.timeoutWinner as Side),
    turns: turn,
    turnLimit,
    kills,
    units: units.map(
      ({ hp: _hp, shield: _shield, stunned: _stunned, cooldown: _cooldown, tiebreak: _t, ...unit }) => unit,
    ),
    events,
    finalHp: units.map((unit) => unit.hp),
  };
}
