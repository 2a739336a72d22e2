// Game access: the free first chapter, the refusal beyond it, and the Arena
// Pass that sells access for gems once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { setBalance } from "../../../tests/support/economy.ts";
import { makeTeamPlayer } from "../../../tests/support/progression.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import { campaignMaps } from "../catalogue/maps.ts";
import { arenaPass, shopCatalogue } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import { applyMatch } from "../matches/apply-match.ts";
import { shopItemRowOf } from "../shop/catalogue-row.ts";
import { listShop } from "../shop/list-shop.ts";
import { purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { verifyLedger } from "../wallet/verify-ledger.ts";
import { gameAccessMessage, needsGameAccess } from "./game-access.ts";
import { freeCampaignMaps } from "./unlocks.ts";

let deps: AppDeps & { close(): Promise<void> };
let arenaPassId: number;
const now = new Date("2026-11-21T12:00:00Z");

beforeAll(async () => {
  deps = await createTestDeps();
  const item = shopCatalogue.find((candidate) => candidate.name === arenaPass.name)!;
  const row = await deps.db.shopItem.create({
    data: { ...shopItemRowOf(item), isAvailable: true },
  });
  arenaPassId = row.id;
});
afterAll(() => deps.close());

/** A server-simulated battle on campaign map `mapIndex`. */
const play = (userId: string, mapIndex: number, matchId: string) =>
  applyMatch(deps, {
    userId,
    reporter: "simulation",
    request: {
      kind: "simulate",
      matchId,
      mode: "campaign",
      map: campaignMaps[mapIndex]!.key,
      difficulty: 1,
      teamSlot: 0,
      seed: matchId,
    },
    now,
  });

describe("game access", () => {
  it("is the first chapter (maps 1–3) free and everything else closed", () => {
    expect(freeCampaignMaps).toBe(3);
    for (let index = 0; index < freeCampaignMaps; index++) {
      expect(needsGameAccess({ type: "campaign", index })).toBe(false);
    }
    expect(needsGameAccess({ type: "campaign", index: freeCampaignMaps })).toBe(true);
    expect(needsGameAccess({ type: "challenge" })).toBe(true);
    expect(needsGameAccess({ type: "pvp" })).toBe(true);
  });

  it("lets a player without access win maps 1–3 and refuses map 4 with 403 and the ways to get access", async () => {
    // Strong monsters win every battle, so the test is about access, not luck.
    const player = await makeTeamPlayer(deps, { gameAccess: false, level: 30 });
    for (let index = 0; index < freeCampaignMaps; index++) {
      const result = await play(player.id, index, `free-map-${index}-${player.id}`);
      expect(result.won).toBe(true);
    }
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.campaignProgress).toBe(freeCampaignMaps);

    const refused = await refusal(play(player.id, freeCampaignMaps, `paid-map-${player.id}`));
    expect(refused.status).toBe(403);
    expect(refused.details?.reason).toBe("no_game_access");
    expect(refused.message).toBe(gameAccessMessage);
    expect(refused.message).toContain(arenaPass.name);
    expect(refused.message).toContain("gem pack");
    expect(refused.message).toContain("promo code");
  });

  it("sells the Arena Pass once: it grants access and charges its gems once, then is owned", async () => {
    const player = await makeTeamPlayer(deps, { gameAccess: false });
    await setBalance(deps, player.id, "gems", arenaPass.gemPrice * 2);
    const before = await listShop(deps, { userId: player.id, now });
    expect(
      before.categories.flatMap((group) => group.items).find((item) => item.id === arenaPassId)?.owned,
    ).toBe(false);

    const bought = await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: arenaPassId,
      idempotencyKey: `arena-pass-${player.id}`,
      now,
    });
    expect(bought.grant).toEqual({ kind: "gameAccess" });
    expect(bought.balance.balanceAfter).toBe(arenaPass.gemPrice);
    // A resubmitted form replays; a second purchase is refused before any charge.
    const replay = await purchaseShopItem(deps, {
      userId: player.id,
      shopItemId: arenaPassId,
      idempotencyKey: `arena-pass-${player.id}`,
      now,
    });
    expect(replay.replayed).toBe(true);
    const again = await refusal(
      purchaseShopItem(deps, {
        userId: player.id,
        shopItemId: arenaPassId,
        idempotencyKey: `arena-pass-again-${player.id}`,
        now,
      }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe("You already have game access.");

    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user).toMatchObject({ hasGameAccess: true, paidCurrency: arenaPass.gemPrice });
    expect(await deps.db.shopItemTransaction.count({ where: { userId: player.id } })).toBe(1);
    const after = await listShop(deps, { userId: player.id, now });
    expect(
      after.categories.flatMap((group) => group.items).find((item) => item.id === arenaPassId)?.owned,
    ).toBe(true);
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
  });
});
