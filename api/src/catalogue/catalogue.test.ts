import { describe, expect, it } from "vitest";
import { stageFor } from "../matches/rules.ts";
import { referralReward } from "../payments/rules.ts";
import { achievements } from "./achievements.ts";
import { dailyRewardCalendar } from "./calendar.ts";
import { gemPacks, paymentCurrencies } from "./gem-packs.ts";
import { ingredients } from "./ingredients.ts";
import { leaderboards } from "./leaderboards.ts";
import { campaignMaps, challenges, mapDifficulties } from "./maps.ts";
import { monsterNames, monsters } from "./monsters.ts";
import { starterGrant } from "./new-players.ts";
import { quests } from "./quests.ts";
import { relicNames, relics } from "./relics.ts";
import { RewardSchema, ShopGrantSchema } from "./rewards.ts";
import { shopCatalogue, shopCategories, shopRotation, shopTiers } from "./shop.ts";
import { pityQualities, summonEggs, summonPool } from "./summons.ts";
import { vipPackages } from "./vip.ts";

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe("monsters, relics and ingredients", () => {
  it("has at least 30 monsters with unique names and 1 to 3 unique skins each", () => {
    expect(monsters.length).toBeGreaterThanOrEqual(30);
    expect(unique(monsterNames)).toBe(true);
    for (const monster of monsters) {
      expect(monster.skins.length).toBeGreaterThanOrEqual(1);
      expect(monster.skins.length).toBeLessThanOrEqual(3);
    }
    expect(unique(monsters.flatMap((monster) => monster.skins))).toBe(true);
  });

  it("has at least 10 relics and 10 ingredients with unique names", () => {
    expect(relics.length).toBeGreaterThanOrEqual(10);
    expect(ingredients.length).toBeGreaterThanOrEqual(10);
    expect(unique(relicNames)).toBe(true);
    expect(unique(ingredients.map((ingredient) => ingredient.name))).toBe(true);
  });

  it("gives new players three known monsters", () => {
    expect(starterGrant.monsters).toHaveLength(3);
    for (const name of starterGrant.monsters) expect(monsterNames).toContain(name);
  });
});

describe("rewards", () => {
  it("has a 28-day calendar of valid rewards", () => {
    expect(dailyRewardCalendar).toHaveLength(28);
    for (const reward of dailyRewardCalendar) {
      expect(RewardSchema.parse(reward)).toEqual(reward);
      expect(Object.keys(reward).length).toBeGreaterThan(0);
    }
  });

  it("has daily and weekly quests and achievements with unique keys and valid rewards", () => {
    expect(quests.some((quest) => quest.type === "daily")).toBe(true);
    expect(quests.some((quest) => quest.type === "weekly")).toBe(true);
    expect(unique(quests.map((quest) => quest.key))).toBe(true);
    expect(unique(achievements.map((achievement) => achievement.key))).toBe(true);
    for (const definition of [...quests, ...achievements]) RewardSchema.parse(definition.reward);
    RewardSchema.parse(referralReward);
  });

  it("refuses rewards with unknown names, negative amounts or unknown fields", () => {
    expect(RewardSchema.safeParse({ gold: -1 }).success).toBe(false);
    expect(
      RewardSchema.safeParse({ items: [{ type: "monster", name: "Nobody", quality: "rare" }] }).success,
    ).toBe(false);
    expect(RewardSchema.safeParse({ ingredients: [{ name: "Slime Jelly", quantity: 0 }] }).success).toBe(
      false,
    );
    expect(RewardSchema.safeParse({ diamonds: 5 }).success).toBe(false);
    expect(
      RewardSchema.safeParse({
        gold: 10,
        gems: 1,
        items: [{ type: "relic", name: "Void Prism", quality: "legendary", level: 2 }],
        ingredients: [{ name: "Star Dust", quantity: 1 }],
        vipDays: 7,
        gameAccess: true,
      }).success,
    ).toBe(true);
  });
});

describe("shop", () => {
  it("sells in every category, in tiers 1 to 5, with unique names", () => {
    expect(new Set(shopCatalogue.map((item) => item.category))).toEqual(new Set(shopCategories));
    expect(new Set(shopCatalogue.map((item) => item.tier))).toEqual(new Set(shopTiers));
    expect(unique(shopCatalogue.map((item) => item.name))).toBe(true);
  });

  it("has a valid grant, a positive price and one-time cosmetics for every item", () => {
    for (const item of shopCatalogue) {
      expect(ShopGrantSchema.parse(item.grant)).toEqual(item.grant);
      expect(item.price).toBeGreaterThan(0);
      expect(item.isOneTime).toBe(item.grant.kind === "cosmetic");
    }
  });

  it("has enough items per category to rotate away from the previous day's set", () => {
    for (const category of shopCategories) {
      const size = shopCatalogue.filter((item) => item.category === category).length;
      expect(size).toBeGreaterThanOrEqual(shopRotation.availablePerCategory[category]);
    }
    expect(shopRotation.discountPercent.max).toBeLessThanOrEqual(90);
  });

  it("lists each VIP package as a shop item at its gem price, always on sale", () => {
    expect(shopRotation.alwaysOnSale).toContain("vipDays");
    for (const vipPackage of vipPackages) {
      const item = shopCatalogue.find((candidate) => candidate.name === vipPackage.title);
      expect(item).toMatchObject({
        price: vipPackage.gemPrice,
        currency: "gems",
        grant: { days: vipPackage.days },
      });
    }
  });
});

describe("summon eggs", () => {
  it("have unique ids, names and odds versions, odds adding up to 100 and a species for every quality they list", () => {
    expect(unique(summonEggs.map((egg) => egg.id))).toBe(true);
    expect(unique(summonEggs.map((egg) => egg.name))).toBe(true);
    expect(unique(summonEggs.map((egg) => egg.oddsVersion))).toBe(true);
    for (const egg of summonEggs) {
      const odds = Object.entries(egg.odds) as [keyof typeof egg.odds, number][];
      expect(odds.reduce((sum, [, percent]) => sum + percent, 0)).toBe(100);
      for (const [quality, percent] of odds) {
        expect(percent).toBeGreaterThan(0);
        expect(summonPool(egg, quality).length).toBeGreaterThan(0);
      }
      // The guarantee can be kept: some quality it promises is in the egg.
      expect(odds.some(([quality]) => (pityQualities as readonly string[]).includes(quality))).toBe(true);
      expect(egg.pity.pulls).toBeGreaterThan(1);
    }
  });

  it("are sold in the shop as monster items, the standard egg every day", () => {
    for (const egg of summonEggs) {
      expect(shopCatalogue.find((item) => item.name === egg.name)).toMatchObject({
        category: "monsters",
        grant: { kind: "summon", egg: egg.id },
      });
    }
    expect(shopRotation.alwaysOnSaleItems).toEqual(["Wild Egg"]);
  });
});

describe("gem packs", () => {
  it("prices every pack in every currency, more gems for more money", () => {
    for (const pack of gemPacks) {
      for (const currency of paymentCurrencies) expect(Number.isInteger(pack.prices[currency])).toBe(true);
    }
    for (let index = 1; index < gemPacks.length; index++) {
      expect(gemPacks[index]!.gems).toBeGreaterThan(gemPacks[index - 1]!.gems);
      expect(gemPacks[index]!.prices.usd).toBeGreaterThan(gemPacks[index - 1]!.prices.usd);
    }
    expect(unique(gemPacks.map((pack) => pack.id))).toBe(true);
  });

  it("states each pack's bonus honestly: the base is the smallest pack's rate, bigger packs give more on top", () => {
    const rate = (gemPacks[0]!.gems - gemPacks[0]!.bonusGems) / gemPacks[0]!.prices.usd;
    expect(gemPacks[0]!.bonusGems).toBe(0);
    for (let index = 1; index < gemPacks.length; index++) {
      const pack = gemPacks[index]!;
      const base = pack.gems - pack.bonusGems;
      // The base is about what the price buys at the smallest pack's rate, never more (the bonus is not inflated).
      expect(base).toBeLessThanOrEqual(pack.prices.usd * rate);
      expect(base).toBeGreaterThanOrEqual(pack.prices.usd * rate * 0.98);
      const previous = gemPacks[index - 1]!;
      expect(pack.bonusGems / base).toBeGreaterThan(
        previous.bonusGems / (previous.gems - previous.bonusGems),
      );
    }
  });
});

describe("campaign", () => {
  it("has at least 12 maps and some challenges, with unique keys and known enemies and drops", () => {
    expect(campaignMaps.length).toBeGreaterThanOrEqual(12);
    expect(challenges.length).toBeGreaterThanOrEqual(3);
    expect(unique([...campaignMaps, ...challenges].map((map) => map.key))).toBe(true);
    for (const map of [...campaignMaps, ...challenges]) {
      for (const enemy of map.enemies) expect(monsterNames).toContain(enemy);
      for (const drop of map.drops) {
        expect(drop.chance).toBeGreaterThan(0);
        expect(drop.chance).toBeLessThanOrEqual(1);
      }
    }
  });

  it("makes harder difficulties stronger and better paid", () => {
    const map = campaignMaps[3];
    const stages = mapDifficulties.map((level) => stageFor(map, level.difficulty));
    for (let index = 1; index < stages.length; index++) {
      expect(stages[index]!.enemies[0]!.level).toBeGreaterThan(stages[index - 1]!.enemies[0]!.level);
      expect(stages[index]!.rewards.gold).toBeGreaterThan(stages[index - 1]!.rewards.gold);
    }
  });
});

describe("leaderboards", () => {
  it("has one board per periodicity and type", () => {
    expect(unique(leaderboards.map((board) => `${board.periodicity}:${board.type}`))).toBe(true);
    expect(leaderboards.find((board) => board.type === "elo")?.operator).toBe("set");
    expect(leaderboards.find((board) => board.type === "kills")?.operator).toBe("increment");
  });
});
