import { describe, expect, it } from "vitest";
import { campaignMaps } from "../catalogue/maps.ts";
import { stageFor } from "../matches/rules.ts";
import { type CombatantSpec, combatantStats } from "./combatant.ts";
import { createPrng } from "./prng.ts";
import { battleRules } from "./rules.ts";
import { simulateBattle } from "./simulate.ts";

const team = (specs: CombatantSpec[]) => specs.map(combatantStats);
const starters = (level: number) =>
  team(["Emberfox", "Tidepup", "Sproutling"].map((name) => ({ name, level, quality: "common" as const })));

describe("prng", () => {
  it("repeats a sequence for a seed and differs between seeds", () => {
    const a = createPrng("seed-1");
    const b = createPrng("seed-1");
    const c = createPrng("seed-2");
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it("draws integers in range, roughly uniformly", () => {
    const prng = createPrng("uniform");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[prng.int(0, 5)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });
});

describe("combatant stats", () => {
  it("grow with level, quality, mastery and a relic", () => {
    const base = combatantStats({ name: "Emberfox", level: 1, quality: "common" });
    expect(base).toMatchObject({ maxHp: 95, attack: 24, defense: 12, speed: 15, element: "fire" });
    expect(combatantStats({ name: "Emberfox", level: 11, quality: "common" }).maxHp).toBe(
      Math.round(95 * 1.5),
    );
    expect(combatantStats({ name: "Emberfox", level: 1, quality: "epic" }).attack).toBe(
      Math.round(24 * 1.35),
    );
    expect(combatantStats({ name: "Emberfox", level: 1, quality: "common", masteryLevel: 6 }).maxHp).toBe(
      Math.round(95 * 1.1),
    );
    const charmed = combatantStats({
      name: "Emberfox",
      level: 1,
      quality: "common",
      relic: { name: "Ember Charm", level: 6 },
    });
    expect(charmed.attack).toBe(24 + 6);
    expect(charmed.relic).toBe("Ember Charm");
  });

  it("curses give enemies hp and attack", () => {
    const cursed = combatantStats({ name: "Hexfang", level: 1, quality: "rare", curse: 3 });
    expect(cursed.maxHp).toBe(Math.round(135 * 1.3));
    expect(cursed.defense).toBe(17);
  });
});

describe("simulateBattle", () => {
  const stage = stageFor(campaignMaps[0], 1);
  const enemies = team(stage.enemies.map((enemy) => ({ ...enemy, quality: "common" as const })));

  it("is deterministic for a seed", () => {
    const input = { seed: "fixed", attackers: starters(1), defenders: enemies, turnLimit: stage.turnLimit };
    expect(simulateBattle(input)).toEqual(simulateBattle(input));
    const other = simulateBattle({ ...input, seed: "another" });
    expect(other.events).not.toEqual(simulateBattle(input).events);
  });

  it("ends within the turn limit, and a defender who holds out wins", () => {
    for (let i = 0; i < 200; i++) {
      const outcome = simulateBattle({
        seed: `cap-${i}`,
        attackers: starters(1),
        defenders: starters(1),
        turnLimit: 3,
      });
      expect(outcome.turns).toBeLessThanOrEqual(3);
      const defendersLeft = outcome.units.some(
        (unit, index) => unit.side === "defender" && outcome.finalHp[index]! > 0,
      );
      if (defendersLeft) expect(outcome.winner).toBe("defender");
    }
    const long = simulateBattle({
      seed: "x",
      attackers: starters(1),
      defenders: starters(1),
      turnLimit: 10_000,
    });
    expect(long.turnLimit).toBe(battleRules.maxTurns);
  });

  it("logs consistent kills and hp", () => {
    const outcome = simulateBattle({
      seed: "log",
      attackers: starters(5),
      defenders: enemies,
      turnLimit: 30,
    });
    const defeated = outcome.events.flatMap((event) => event.effects.filter((effect) => effect.defeated));
    expect(defeated.length).toBe(outcome.kills.attacker + outcome.kills.defender);
    if (outcome.winner === "attacker") {
      expect(outcome.kills.attacker).toBe(enemies.length);
      expect(outcome.finalHp.slice(3).every((hp) => hp === 0)).toBe(true);
    }
    for (const event of outcome.events) {
      expect(event.turn).toBeGreaterThanOrEqual(1);
      expect(event.turn).toBeLessThanOrEqual(outcome.turns);
      for (const effect of event.effects) expect(effect.hp).toBeGreaterThanOrEqual(0);
    }
  });

  it("the stronger team wins most of 1 000 seeded fights", () => {
    let strongWins = 0;
    for (let i = 0; i < 1000; i++) {
      const outcome = simulateBattle({
        seed: `strength-${i}`,
        attackers: starters(12),
        defenders: starters(6),
        turnLimit: 30,
      });
      if (outcome.winner === "attacker") strongWins += 1;
    }
    expect(strongWins).toBeGreaterThan(900);
  });

  it("equal teams split the wins (no side or slot bias beyond the timeout rule)", () => {
    let attackerWins = 0;
    for (let i = 0; i < 1000; i++) {
      if (
        simulateBattle({ seed: `even-${i}`, attackers: starters(5), defenders: starters(5), turnLimit: 60 })
          .winner === "attacker"
      )
        attackerWins += 1;
    }
    expect(attackerWins).toBeGreaterThan(300);
    expect(attackerWins).toBeLessThan(700);
  });

  it("a new player's starters can beat the first campaign map", () => {
    let wins = 0;
    for (let i = 0; i < 200; i++) {
      if (
        simulateBattle({ seed: `first-${i}`, attackers: starters(1), defenders: enemies, turnLimit: 30 })
          .winner === "attacker"
      )
        wins += 1;
    }
    expect(wins).toBeGreaterThan(100);
  });
});
