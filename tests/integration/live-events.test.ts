// Live events over real HTTP, driven by the console's own data provider with a
// signed-in liveops cookie jar: an event for a VIP audience doubles a VIP
// player's battle gold and not a non-VIP's; ended and cancelled events apply
// nothing; a shop discount lowers the price charged (and the purchase names
// the event); the results count both kinds of battle, the extra gold and the
// participants; staff mistakes are 4xx answers naming the field; every change
// is audited; the ledger still matches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetActiveEvents } from "../../api/src/live-events/active-events.ts";
import { verifyLedger } from "../../api/src/wallet/verify-ledger.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import type { LiveEventRecord } from "../../console/src/live-events/live-event-types.ts";
import { adminProvider, failure, signedIn } from "../support/admin-http.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { sessionCookie, setBalance, stockWholeShop } from "../support/economy.ts";
import { firstMapWin } from "../support/match-reports.ts";
import { makeTeamPlayer } from "../support/progression.ts";

let server: AuthTestServer;
let liveops: ConsoleDataProvider;
let analyst: ConsoleDataProvider;
let vipAudienceId: number;
let matchCounter = 0;
// Loaded after the server: server-routes.ts calls .openapi() on the shop's idempotency key schema,
// which zod only has once @hono/zod-openapi has been imported before the schema is made.
let applyMatch: typeof import("../../api/src/matches/apply-match.ts").applyMatch;
let purchaseShopItem: typeof import("../../api/src/shop/purchase-shop-item.ts").purchaseShopItem;

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeAll(async () => {
  server = await startAuthServer();
  ({ applyMatch } = await import("../../api/src/matches/apply-match.ts"));
  ({ purchaseShopItem } = await import("../../api/src/shop/purchase-shop-item.ts"));
  liveops = adminProvider(server, (await signedIn(server, "liveops")).browser.fetch);
  analyst = adminProvider(server, (await signedIn(server, "analyst")).browser.fetch);
  vipAudienceId = (
    await server.deps.db.audience.create({
      data: { name: "VIP players (live events)", rules: { vip: true } },
    })
  ).id;
}, 60_000);
afterAll(() => server.close());

async function vipAndPlain() {
  const vip = await makeTeamPlayer(server.deps);
  const plain = await makeTeamPlayer(server.deps);
  await server.deps.db.user.update({
    where: { id: vip.id },
    data: { vipExpiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { vip, plain };
}

async function battle(userId: string) {
  matchCounter += 1;
  return applyMatch(server.deps, {
    userId,
    reporter: "server",
    request: { kind: "report", report: firstMapWin(`live-event-match-${matchCounter}-${Date.now()}`) },
    now: new Date(),
  });
}

async function createEvent(data: Record<string, unknown>) {
  const { data: event } = await liveops.create("live-events", { data });
  return event as unknown as LiveEventRecord;
}

describe("live events", () => {
  it("doubles a VIP's battle gold during a VIP event, not a non-VIP's, and charts both battles", async () => {
    const { vip, plain } = await vipAndPlain();
    const event = await createEvent({
      name: "Double gold weekend",
      description: "Twice the gold from every battle",
      startsAt: minutes(-1),
      endsAt: minutes(60),
      audienceId: vipAudienceId,
      modifiers: [{ kind: "goldMultiplier", factor: 2 }],
    });
    expect(event.status).toBe("running");
    expect(event.audienceName).toBe("VIP players (live events)");
    expect(event.effects).toEqual(["Double gold from battles"]);

    const boosted = await battle(vip.id);
    const normal = await battle(plain.id);
    expect(normal.gold).toBeGreaterThan(0);
    expect(boosted.gold).toBe(normal.gold * 2);
    expect(boosted.liveEvent).toEqual({ id: event.id, name: "Double gold weekend", goldBonus: normal.gold });
    expect(normal.liveEvent).toBeNull();
    const reports = await server.deps.db.matchReport.findMany({
      where: { id: { in: [boosted.matchReportId, normal.matchReportId] } },
      orderBy: { id: "asc" },
      select: { liveEventId: true },
    });
    expect(reports.map((report) => report.liveEventId)).toEqual([event.id, null]);

    // The player API: the VIP sees the event, the other player does not.
    const seen = async (userId: string) => {
      const response = await fetch(`${server.url}/api/live-events`, {
        headers: { cookie: await sessionCookie(server.deps, userId) },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { events: { id: number; isRunning: boolean; effects: string[] }[] })
        .events;
    };
    expect((await seen(vip.id)).find((e) => e.id === event.id)).toMatchObject({
      isRunning: true,
      effects: ["Double gold from battles"],
    });
    expect((await seen(plain.id)).some((e) => e.id === event.id)).toBe(false);

    // Any staff role reads the results: both battles, split by whether the event applied.
    const { data: results } = await analyst.getLiveEventResults(event.id);
    expect(results).toMatchObject({
      participants: 1,
      eventBattles: 1,
      otherBattles: 1,
      goldBonus: normal.gold,
    });
    expect(results.days.reduce((sum, day) => sum + day.eventBattles + day.otherBattles, 0)).toBe(2);

    // Cancelled: the VIP's next battle pays the normal gold.
    const { data: cancelled } = await liveops.cancelLiveEvent(event.id);
    expect(cancelled.status).toBe("cancelled");
    const after = await battle(vip.id);
    expect(after.gold).toBe(normal.gold);
    expect(after.liveEvent).toBeNull();
    expect((await failure(liveops.cancelLiveEvent(event.id))).status).toBe(409);

    const audit = await server.deps.db.history.findMany({
      where: { type: "staff_action", data: { path: ["liveEventId"], equals: event.id } },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => (row.data as { action: string }).action)).toEqual([
      "live_event.create",
      "live_event.cancel",
    ]);
    expect((await verifyLedger(server.deps)).mismatches).toEqual([]);
  });

  it("applies nothing once ended, and refuses to change an ended event", async () => {
    const { vip } = await vipAndPlain();
    const ended = await server.deps.db.liveEvent.create({
      data: {
        name: "Last week's gold rush",
        startsAt: new Date(Date.now() - 7 * 86_400_000),
        endsAt: new Date(Date.now() - 60_000),
        modifiers: [{ kind: "goldMultiplier", factor: 3 }],
      },
    });
    forgetActiveEvents(server.deps.db);
    const plainGold = (await battle((await makeTeamPlayer(server.deps)).id)).gold;
    const result = await battle(vip.id);
    expect(result.gold).toBe(plainGold);
    expect(result.liveEvent).toBeNull();

    const refused = await failure(
      liveops.update("live-events", {
        id: ended.id,
        previousData: { id: ended.id },
        data: { name: "Again", startsAt: minutes(1), endsAt: minutes(10), audienceId: null, modifiers: [] },
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/ended/);
  });

  it("answers staff mistakes in words naming the field", async () => {
    const endBeforeStart = await failure(
      liveops.create("live-events", {
        data: { name: "Backwards", startsAt: minutes(60), endsAt: minutes(30) },
      }),
    );
    expect(endBeforeStart.status).toBe(400);
    expect(JSON.stringify(endBeforeStart.body)).toMatch(/endsAt.*after the start/);

    const noAudience = await failure(
      liveops.create("live-events", {
        data: { name: "Nobody's", startsAt: minutes(1), endsAt: minutes(30), audienceId: 999_999 },
      }),
    );
    expect(noAudience.status).toBe(400);
    expect(JSON.stringify(noAudience.body)).toMatch(/audienceId.*no such audience/);

    const tooMuch = await failure(
      liveops.create("live-events", {
        data: {
          name: "Gold flood",
          startsAt: minutes(1),
          endsAt: minutes(30),
          modifiers: [{ kind: "goldMultiplier", factor: 50 }],
        },
      }),
    );
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toMatch(/at most 5/);

    // An analyst reads but does not schedule.
    expect(
      (
        await failure(
          analyst.create("live-events", { data: { name: "Mine", startsAt: minutes(1), endsAt: minutes(5) } }),
        )
      ).status,
    ).toBe(403);
  });

  it("takes a shop discount off the price charged and names the event on the purchase", async () => {
    const ids = await stockWholeShop(server.deps);
    const buyer = await makeTeamPlayer(server.deps);
    await setBalance(server.deps, buyer.id, "gold", 5_000);
    const event = await createEvent({
      name: "Egg sale",
      startsAt: minutes(-1),
      endsAt: minutes(30),
      modifiers: [{ kind: "shopDiscount", percent: 50, category: "monsters" }],
    });
    const wildEgg = ids.get("Wild Egg")!;
    const listed = await server.deps.db.shopItem.findUniqueOrThrow({ where: { id: wildEgg } });
    const bought = await purchaseShopItem(server.deps, {
      userId: buyer.id,
      shopItemId: wildEgg,
      idempotencyKey: `egg-sale-${Date.now()}`,
      now: new Date(),
    });
    const expected = Math.floor(listed.price * (1 - listed.discount / 100) * 0.5);
    expect(bought.purchase.price).toBe(expected);
    expect(bought.balance.balanceAfter).toBe(5_000 - expected);
    const stored = await server.deps.db.shopItemTransaction.findUniqueOrThrow({
      where: { id: bought.purchase.id },
    });
    expect(stored.liveEventId).toBe(event.id);

    const { data: results } = await analyst.getLiveEventResults(event.id);
    expect(results.eventPurchases).toBe(1);
    expect(results.eventSpend.gold).toBe(expected);
    expect(results.participants).toBe(1);
    await liveops.cancelLiveEvent(event.id);
    expect((await verifyLedger(server.deps)).mismatches).toEqual([]);
  });
});
