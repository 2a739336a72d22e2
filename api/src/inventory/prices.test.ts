import { describe, expect, it } from "vitest";
import { relicMaxLevel } from "../progression/levels.ts";
import {
  blackMarketExchange,
  blackMarketExchangeRate,
  ingredientSellPrice,
  relicUpgrade,
  relicUpgradeCost,
  sellPrice,
} from "./prices.ts";

describe("sell prices", () => {
  it("pays more gold for better and higher-level items", () => {
    expect(sellPrice("monster", "rare", 1)).toBeGreaterThan(sellPrice("monster", "common", 1));
    expect(sellPrice("relic", "epic", 5)).toBeGreaterThan(sellPrice("relic", "epic", 1));
  });

  it("pays an ingredient's unit price for each unit sold", () => {
    expect(ingredientSellPrice("Slime Jelly", 1)).toBe(5);
    expect(ingredientSellPrice("Star Dust", 3)).toBe(600);
    expect(() => ingredientSellPrice("Unobtainium", 1)).toThrow(/Unknown ingredient/);
  });
});

describe("relic upgrades", () => {
  it("take the cost's gold and ingredients of the relic's rarity, one level up", () => {
    const cost = relicUpgradeCost("rare", 2);
    expect(relicUpgrade({ quality: "rare", level: 2 }, "Ember Ash")).toEqual({
      ok: true,
      level: 3,
      gold: cost.gold,
      ingredient: { name: "Ember Ash", quantity: cost.ingredientQuantity },
    });
  });

  it("are refused at the highest level and with an ingredient of another rarity", () => {
    expect(relicUpgrade({ quality: "common", level: relicMaxLevel }, "Slime Jelly")).toEqual({
      ok: false,
      reason: "max_level",
    });
    expect(relicUpgrade({ quality: "common", level: 1 }, "Ember Ash")).toEqual({
      ok: false,
      reason: "wrong_ingredient",
      rarity: "common",
    });
    expect(relicUpgrade({ quality: "common", level: 1 }, "Unobtainium")).toMatchObject({ ok: false });
  });
});

describe("the black market", () => {
  it("trades at the exchange rate, times over, within one rarity", () => {
    expect(blackMarketExchange("Slime Jelly", "Iron Ore", 2)).toEqual({
      ok: true,
      give: { name: "Slime Jelly", quantity: blackMarketExchangeRate.give * 2 },
      receive: { name: "Iron Ore", quantity: blackMarketExchangeRate.receive * 2 },
    });
    expect(blackMarketExchange("Slime Jelly", "Iron Ore")).toMatchObject({
      give: { quantity: blackMarketExchangeRate.give },
    });
  });

  it("refuses unknown ingredients, the same ingredient and another rarity", () => {
    expect(blackMarketExchange("Slime Jelly", "Unobtainium")).toEqual({
      ok: false,
      reason: "unknown_ingredient",
    });
    expect(blackMarketExchange("Iron Ore", "Iron Ore")).toEqual({ ok: false, reason: "same_ingredient" });
    expect(blackMarketExchange("Iron Ore", "Star Dust")).toEqual({ ok: false, reason: "different_rarity" });
  });
});
