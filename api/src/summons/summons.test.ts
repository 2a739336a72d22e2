// Buying eggs on a real database: the pull is recorded with the purchase and
// its odds version, the pity count is kept per player and egg and reset by an
// epic or better, a replayed purchase returns its pull, concurrent purchases
// each record one pull and leave an exact count; and the published odds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { setBalance, stockWholeShop } from "../../../tests/support/economy.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { findSummonEgg, summonEggs } from "../catalogue/summons.ts";
import type { AppDeps } from "../context.ts";
import { purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { verifyLedger } from "../wallet/verify-ledger.ts";
import { listSummonOdds } from "./list-summon-odds.ts";
import { listSummonPulls } from "./list-summon-pulls.ts";
import { isPityQuality, pityCountAfter } from "./pull.ts";

let deps: AppDeps & { close(): Promise<void> };
const now = new Date("2026-11-26T12:00:00.000Z");
const ids = new Map<string, number>();

beforeAll(async () => {
  deps = await createTestDeps();
  for (const [name, id] of await stockWholeShop(deps)) ids.set(name, id);
});
afterAll(() => deps.close());

let keyCounter = 0;
const key = () => `summon-key-${++keyCounter}`;
const wild = findSummonEgg("wild")!;

async function buyWildEgg(userId: string, idempotencyKey = key()) {
  return purchaseShopItem(deps, { userId, shopItemId: ids.get(wild.name)!, idempotencyKey, now });
}

async function pityOf(userId: string, egg = wild.id): Promise<number | null> {
  const row = await deps.db.summonPity.findUnique({ where: { userId_egg: { userId, egg } } });
  return row?.pullsWithoutEpic ?? null;
}

describe("buying an egg", () => {
  it("records the pull with the egg's odds version and the monster it granted; a replay returns the same pull", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 10_000);
    const idempotencyKey = key();
    const bought = await buyWildEgg(player.id, idempotencyKey);
    const pull = bought.pull!;
    expect(pull).toMatchObject({ egg: "wild", eggName: "Wild Egg", oddsVersion: wild.oddsVersion });
    const stored = await deps.db.summonPull.findUniqueOrThrow({ where: { purchaseId: bought.purchase.id } });
    expect(stored).toMatchObject({
      userId: player.id,
      egg: "wild",
      oddsVersion: wild.oddsVersion,
      quality: pull.quality,
      species: pull.species,
      itemId: pull.itemId,
      pityApplied: false,
    });
    const item = await deps.db.item.findUniqueOrThrow({ where: { id: pull.itemId! } });
    expect([item.name, item.quality, item.type]).toEqual([pull.species, pull.quality, "monster"]);
    expect(await pityOf(player.id)).toBe(pityCountAfter(0, pull.quality));

    const replay = await buyWildEgg(player.id, idempotencyKey);
    expect(replay.replayed).toBe(true);
    expect(replay.pull).toEqual(pull);
    expect(await deps.db.summonPull.count({ where: { userId: player.id } })).toBe(1);
    expect(bought.balance.balanceAfter).toBe(10_000 - wild.price);
  });

  it("gives an epic or better on the Nth pull without one, and the count starts again", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 10_000);
    await deps.db.summonPity.create({
      data: { userId: player.id, egg: wild.id, pullsWithoutEpic: wild.pity.pulls - 1 },
    });
    const bought = await buyWildEgg(player.id);
    expect(bought.pull!.pityApplied).toBe(true);
    expect(isPityQuality(bought.pull!.quality)).toBe(true);
    expect(await pityOf(player.id)).toBe(0);
    const listed = await listSummonOdds(deps, { userId: player.id });
    expect(listed.eggs.find((egg) => egg.egg === wild.id)!.pity.pullsUntilGuarantee).toBe(wild.pity.pulls);
  });

  it("keeps the count per player and per egg, moved by each pull as the rule says", async () => {
    const [player, other] = [await makePlayer(deps.db), await makePlayer(deps.db)];
    await setBalance(deps, player.id, "gold", 20_000);
    await deps.db.summonPity.create({ data: { userId: other.id, egg: wild.id, pullsWithoutEpic: 7 } });
    let expected = 0;
    for (let index = 0; index < 8; index++) {
      const { pull } = await buyWildEgg(player.id);
      expected = pityCountAfter(expected, pull!.quality);
      expect(await pityOf(player.id)).toBe(expected);
    }
    const ember = findSummonEgg("ember")!;
    const { pull } = await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: ids.get(ember.name)!,
      idempotencyKey: key(),
      now,
    });
    expect(pull).toMatchObject({ egg: "ember", oddsVersion: ember.oddsVersion });
    expect(await pityOf(player.id, "ember")).toBe(pityCountAfter(0, pull!.quality));
    expect(await pityOf(player.id)).toBe(expected);
    expect(await pityOf(other.id)).toBe(7);

    const history = await listSummonPulls(deps, { userId: player.id });
    expect(history.total).toBe(9);
    expect(history.pulls[0]!.egg).toBe("ember");
    expect(new Set(history.pulls.map((row) => row.oddsVersion))).toEqual(
      new Set([wild.oddsVersion, ember.oddsVersion]),
    );
  });

  it("records one pull per purchase when 10 are bought at once, and the count follows the pulls in order", async () => {
    const player = await makePlayer(deps.db);
    await setBalance(deps, player.id, "gold", 10 * wild.price);
    const results = await Promise.all(Array.from({ length: 10 }, () => buyWildEgg(player.id)));
    expect(new Set(results.map((result) => result.purchase.id)).size).toBe(10);
    const pulls = await deps.db.summonPull.findMany({ where: { userId: player.id }, orderBy: { id: "asc" } });
    expect(pulls).toHaveLength(10);
    expect(new Set(pulls.map((row) => row.itemId)).size).toBe(10);
    expect(await deps.db.item.count({ where: { id: { in: pulls.map((row) => row.itemId!) } } })).toBe(10);
    // The pulls ran one at a time: replaying the rule over them in order gives the stored count.
    const counted = pulls.reduce((count, row) => pityCountAfter(count, row.quality), 0);
    expect(await pityOf(player.id)).toBe(counted);
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency).toBe(0);
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
  });
});

describe("the published odds", () => {
  it("lists every egg with odds adding up to 100, its pity rule, species and version; a visitor has no count", async () => {
    const { eggs } = await listSummonOdds(deps, { userId: null });
    expect(eggs.map((egg) => egg.egg)).toEqual(summonEggs.map((egg) => egg.id));
    for (const egg of eggs) {
      expect(egg.odds.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
      expect(egg.odds.reduce((sum, row) => sum + row.withGuaranteePercent, 0)).toBeCloseTo(100, 0);
      for (const row of egg.odds) expect(row.species.length).toBeGreaterThan(0);
      expect(egg.pity).toMatchObject({ qualities: ["epic", "legendary"], pullsUntilGuarantee: null });
      expect(egg.oddsVersion).toBe(findSummonEgg(egg.egg)!.oddsVersion);
    }
  });
});
