import { describe, expect, it } from "vitest";
import { fitIngredients, fitItems, fitReward } from "./inventory-fit.ts";

const caps = { monsterSlots: 2, relicSlots: 1, ingredientSlots: 2, ingredientsCap: 10 };
const monster = (name: string) => ({ type: "monster" as const, name, quality: "common" as const });
const relic = (name: string) => ({ type: "relic" as const, name, quality: "rare" as const });

describe("fitItems", () => {
  it("fills the free slots of each kind in reward order and returns the rest", () => {
    const split = fitItems(
      [monster("a"), relic("r"), monster("b"), relic("s")],
      { monster: 1, relic: 0 },
      caps,
    );
    expect(split.fits).toEqual([monster("a"), relic("r")]);
    expect(split.rest).toEqual([monster("b"), relic("s")]);
  });
});

describe("fitIngredients", () => {
  it("tops a stack up to the cap, needs a free slot for a new name, and merges one name", () => {
    const held = new Map([["herb", 8]]);
    const split = fitIngredients(
      [
        { name: "herb", quantity: 5 },
        { name: "ore", quantity: 4 },
        { name: "ore", quantity: 9 },
        { name: "gem", quantity: 1 },
      ],
      held,
      caps,
    );
    expect(split.fits).toEqual([
      { name: "herb", quantity: 2 },
      { name: "ore", quantity: 10 },
    ]);
    expect(split.rest).toEqual([
      { name: "herb", quantity: 3 },
      { name: "ore", quantity: 3 },
      { name: "gem", quantity: 1 },
    ]);
    expect(held.get("herb")).toBe(8);
  });
});

describe("fitReward", () => {
  it("splits a whole reward, leaving currencies out of both parts", () => {
    const holdings = { monsters: 2, relics: 0, ingredients: new Map<string, number>() };
    expect(
      fitReward(
        { gold: 5, items: [monster("a"), relic("r")], ingredients: [{ name: "ore", quantity: 3 }] },
        holdings,
        caps,
      ),
    ).toEqual({
      fits: { items: [relic("r")], ingredients: [{ name: "ore", quantity: 3 }] },
      overflow: { items: [monster("a")] },
    });
    expect(fitReward({ gems: 3 }, holdings, caps)).toEqual({ fits: {}, overflow: {} });
  });
});
