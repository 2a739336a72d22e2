// The element chart the game explains "super effective" with: for every attacking
// element against every defending one, the damage factor and matchup the battles
// apply (battles/rules.ts elementMatchup, the very function simulate.ts calls), and
// each element's strengths and weaknesses read off that table.
import { elementMatchup } from "../battles/rules.ts";
import { type Element, elements } from "../catalogue/basics.ts";

export interface ElementMatchup {
  defender: Element;
  /** The damage multiplier of a hit (1.25, 0.8, 1). */
  factor: number;
  matchup: "strong" | "weak" | "even";
}

export interface ElementChartRow {
  attacker: Element;
  against: ElementMatchup[];
  /** Elements this one hits harder (super effective). */
  strongAgainst: Element[];
  /** Elements this one hits more softly (not very effective). */
  weakAgainst: Element[];
  /** Elements that hit this one harder. */
  threatenedBy: Element[];
}

export interface ElementChart {
  elements: Element[];
  rows: ElementChartRow[];
  /** The factor of a super-effective hit, and of a not-very-effective one. */
  strongFactor: number;
  weakFactor: number;
}

export function elementChart(): ElementChart {
  const rows = elements.map((attacker): ElementChartRow => {
    const against = elements.map((defender): ElementMatchup => {
      const { factor, matchup } = elementMatchup(attacker, defender);
      return { defender, factor, matchup: matchup ?? "even" };
    });
    return {
      attacker,
      against,
      strongAgainst: against.filter((cell) => cell.matchup === "strong").map((cell) => cell.defender),
      weakAgainst: against.filter((cell) => cell.matchup === "weak").map((cell) => cell.defender),
      threatenedBy: elements.filter((other) => elementMatchup(other, attacker).matchup === "strong"),
    };
  });
  const factors = rows.flatMap((row) => row.against);
  return {
    elements: [...elements],
    rows,
    strongFactor: Math.max(...factors.map((cell) => cell.factor)),
    weakFactor: Math.min(...factors.map((cell) => cell.factor)),
  };
}
