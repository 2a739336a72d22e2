// What the battle looks like after a number of its events: every unit's hp,
// shield and stun, read from the stored log the same way the simulation
// (api/src/battles/simulate.ts) changed them, so the replay never shows more
// than the log has told so far.
import type { BattleEvent, BattleUnit, UnitRef } from "@arena/api/battles/simulate";

export interface UnitState {
  hp: number;
  shield: number;
  /** Turns the unit will skip. */
  stunned: number;
}

/** The index in `units` of the unit a ref names (-1 when none). */
export function unitIndex(units: readonly UnitRef[], ref: UnitRef): number {
  return units.findIndex((unit) => unit.side === ref.side && unit.slot === ref.slot);
}

/** Every unit's state after the first `step` events, in `units` order. */
export function stateAt(
  units: readonly BattleUnit[],
  events: readonly BattleEvent[],
  step: number,
): UnitState[] {
  const states = units.map((unit) => ({ hp: unit.maxHp, shield: 0, stunned: 0 }));
  for (const event of events.slice(0, step)) {
    const actor = states[unitIndex(units, event.actor)];
    if (actor && event.action === "stunned") actor.stunned = Math.max(0, actor.stunned - 1);
    for (const effect of event.effects) {
      const target = states[unitIndex(units, effect.target)];
      if (!target) continue;
      target.hp = effect.hp;
      if (effect.absorbed) target.shield = Math.max(0, target.shield - effect.absorbed);
      if (effect.shield) target.shield += effect.shield;
      if (effect.stun) target.stunned = Math.max(target.stunned, effect.stun);
      if (effect.defeated) {
        target.shield = 0;
        target.stunned = 0;
      }
    }
  }
  return states;
}
