// The economy's HTTP API with a real session cookie: shop purchases with
// Idempotency-Key, promo codes' distinct errors and rate limit, the daily
// reward, VIP, the local test mode of buying gems, the admin ledger audit,
// bans, and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyRewardCalendar } from "../../api/src/catalogue/calendar.ts";
import { starterGrant } from "../../api/src/catalogue/new-players.ts";
import { vipPackages } from "../../api/src/catalogue/vip.ts";
import { confirmLocalCheckout } from "../../api/src/payments/local-test-mode.ts";
import { promoCodeRules } from "../../api/src/promo/rules.ts";
import { signedIn } from "../support/admin-http.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { sessionCookie, setBalance } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";

let server: AuthTestServer;
let itemId: number;

beforeAll(async () => {
  server = await startAuthServer();
  const item = await server.deps.db.shopItem.create({
    data: {
      name: "Slime Jelly x10",
      category: "ingredients",
      type: "ingredient",
      tier: 1,
      price: 200,
      currency: "gold",
      grant: { kind: "ingredient", name: "Slime Jelly", quantity: 10 },
      isAvailable: true,
    },
  });
  itemId = item.id;
});
afterAll(() => server.close());

async function signedInPlayer() {
  const player = await makePlayer(server.deps.db);
  const cookie = await sessionCookie(server.deps, player.id);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { cookie, "content-type": "application/json", ...(init.headers as Record<string, string>) },
    });
  return { player, cookie, api };
}

describe("shop over HTTP", () => {
  it("buys with an Idempotency-Key; a retry answers the same body and charges once", async () => {
    const { player, api } = await signedInPlayer();
    const buy = () =>
      api("/api/shop/purchases", {
        method: "POST",
        headers: { "idempotency-key": "retry-me-0001" },
        body: JSON.stringify({ shopItemId: itemId }),
      });
    const first = await buy();
    expect(first.status).toBe(200);
    const second = await buy();
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    const wallet = await (await api("/api/wallet")).json();
    expect(wallet).toMatchObject({ gold: starterGrant.gold - 200, gems: starterGrant.gems, isVip: false });
    const history = (await (await api("/api/shop/purchases")).json()) as { shop: unknown[] };
    expect(history.shop).toHaveLength(1);
    expect(player.id).toBeTruthy();
  });

  it("needs the Idempotency-Key header, answers 402 with the shortfall, and lists the shop", async () => {
    const { player, api } = await signedInPlayer();
    const missing = await api("/api/shop/purchases", {
      method: "POST",
      body: JSON.stringify({ shopItemId: itemId }),
    });
    expect(missing.status).toBe(400);
    await setBalance(server.deps, player.id, "gold", 150);
    const poor = await api("/api/shop/purchases", {
      method: "POST",
      headers: { "idempotency-key": "poor-player-1" },
      body: JSON.stringify({ shopItemId: itemId }),
    });
    expect(poor.status).toBe(402);
    expect(((await poor.json()) as { error: { details: unknown } }).error.details).toMatchObject({
      shortfall: 50,
    });
    const shop = (await (await api("/api/shop")).json()) as { categories: { items: { id: number }[] }[] };
    expect(shop.categories.flatMap((group) => group.items).map((item) => item.id)).toContain(itemId);
  });

  it("refuses banned players with 403", async () => {
    const { player, api } = await signedInPlayer();
    await server.deps.db.user.update({
      where: { id: player.id },
      data: { isBanned: true, banReason: "cheating" },
    });
    const response = await api("/api/shop/purchases", {
      method: "POST",
      headers: { "idempotency-key": "banned-player" },
      body: JSON.stringify({ shopItemId: itemId }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("banned");
  });
});

describe("promo codes over HTTP", () => {
  it("redeems case-insensitively and answers distinct errors", async () => {
    const now = Date.now();
    await server.deps.db.promoCode.createMany({
      data: [
        { code: "HTTPGIFT", rewards: { gold: 50, vipDays: 3, gameAccess: true } },
        { code: "HTTPOLD", rewards: { gold: 1 }, expiresAt: new Date(now - 1000) },
        { code: "HTTPGONE", rewards: { gold: 1 }, maxUses: 0 },
      ],
    });
    const { player, api } = await signedInPlayer();
    const redeem = (code: string) =>
      api("/api/promo-codes/redeem", { method: "POST", body: JSON.stringify({ code }) });
    const ok = await redeem("httpGift");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      code: "HTTPGIFT",
      granted: { gold: 50, vipDays: 3, gameAccess: true },
    });
    const user = await server.deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user).toMatchObject({ hasGameAccess: true, totalVipDays: 3, usedPromoCodes: ["HTTPGIFT"] });

    const reasons = async (code: string) => {
      const response = await redeem(code);
      const body = (await response.json()) as { error: { details?: { reason?: string } } };
      return [response.status, body.error.details?.reason];
    };
    expect(await reasons("HTTPGIFT")).toEqual([409, "already_redeemed"]);
    expect(await reasons("nope-nope")).toEqual([404, "unknown"]);
    expect(await reasons("httpold")).toEqual([409, "expired"]);
    expect(await reasons("httpgone")).toEqual([409, "used_up"]);
    expect((await redeem("x")).status).toBe(400);
  });

  it("limits attempts per player (429 with Retry-After)", async () => {
    const { api } = await signedInPlayer();
    const limit = promoCodeRules.rateLimits.attemptsPerUser.points;
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await api("/api/promo-codes/redeem", {
        method: "POST",
        body: JSON.stringify({ code: `GUESS${attempt}` }),
      });
      expect(response.status).toBe(404);
    }
    const blocked = await api("/api/promo-codes/redeem", {
      method: "POST",
      body: JSON.stringify({ code: "GUESSMORE" }),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("daily reward and VIP over HTTP", () => {
  it("claims once per day; VIP doubles it", async () => {
    const { player, api } = await signedInPlayer();
    const status = (await (await api("/api/daily-reward")).json()) as {
      claimable: boolean;
      calendar: unknown[];
    };
    expect(status.claimable).toBe(true);
    expect(status.calendar).toHaveLength(dailyRewardCalendar.length);
    const claim = await api("/api/daily-reward/claim", { method: "POST" });
    expect(claim.status).toBe(200);
    const again = await api("/api/daily-reward/claim", { method: "POST" });
    expect(again.status).toBe(409);
    const after = (await (await api("/api/daily-reward")).json()) as { claimable: boolean };
    expect(after.claimable).toBe(false);

    // A VIP player on calendar day 1 (100 gold) gets 200.
    const vip = await signedInPlayer();
    await server.deps.db.user.update({
      where: { id: vip.player.id },
      data: { vipExpiresAt: new Date(Date.now() + 86_400_000), loginDay: 1 },
    });
    const doubled = (await (await vip.api("/api/daily-reward/claim", { method: "POST" })).json()) as {
      granted: { gold?: number };
      multiplier: number;
    };
    expect(doubled).toMatchObject({
      multiplier: 2,
      granted: { gold: (dailyRewardCalendar[0]!.gold ?? 0) * 2 },
    });
    expect(player.id).toBeTruthy();
  });

  it("sells a VIP pass at the shop's price on the VIP page, shows shortfalls, and extends from the current end", async () => {
    const db = server.deps.db;
    const passes = await Promise.all(
      vipPackages.map((vipPackage) =>
        db.shopItem.upsert({
          where: { name: vipPackage.title },
          create: {
            name: vipPackage.title,
            category: "vip",
            type: "vipDays",
            tier: vipPackage.shopTier,
            price: vipPackage.gemPrice,
            currency: "gems",
            grant: { kind: "vipDays", days: vipPackage.days },
            isAvailable: true,
          },
          update: {},
        }),
      ),
    );
    // A sale on the shop's row is the price on the VIP page too.
    await db.shopItem.update({ where: { id: passes[1]!.id }, data: { discount: 20 } });
    const { player, api } = await signedInPlayer();
    await setBalance(server.deps, player.id, "gems", 450);
    const shop = (await (await api("/api/shop")).json()) as {
      balances: { gold: number; gems: number };
      categories: { items: { id: number; effectivePrice: number; shortfall: number }[] }[];
    };
    expect(shop.balances).toEqual({ gold: starterGrant.gold, gems: 450 });
    const vip = (await (await api("/api/vip")).json()) as {
      passes: { id: number; days: number; effectivePrice: number; shortfall: number }[];
      balances: { gems: number };
    };
    expect(vip.passes.map((pass) => pass.days)).toEqual(vipPackages.map((vipPackage) => vipPackage.days));
    const inShop = shop.categories.flatMap((group) => group.items);
    for (const pass of vip.passes) {
      expect(inShop.find((item) => item.id === pass.id)).toMatchObject({
        effectivePrice: pass.effectivePrice,
        shortfall: pass.shortfall,
      });
    }
    const [week, month, quarter] = vip.passes as [
      (typeof vip.passes)[0],
      (typeof vip.passes)[0],
      (typeof vip.passes)[0],
    ];
    expect(month.effectivePrice).toBe(Math.floor(vipPackages[1].gemPrice * 0.8));
    expect(quarter.shortfall).toBe(vipPackages[2].gemPrice - 450);

    const buy = (id: number, key: string) =>
      api("/api/shop/purchases", {
        method: "POST",
        headers: { "idempotency-key": key },
        body: JSON.stringify({ shopItemId: id }),
      });
    expect((await buy(week.id, "vip-week-0001")).status).toBe(200);
    const first = (await (await api("/api/wallet")).json()) as { vipExpiresAt: string };
    const second = (await (await buy(month.id, "vip-month-0001")).json()) as {
      purchase: { price: number };
      balance: { balanceAfter: number };
    };
    // Now a VIP: the VIP discount is applied, the same as the VIP page would have shown.
    expect(second.purchase.price).toBe(Math.floor(vipPackages[1].gemPrice * 0.8 * 0.9));
    expect(second.balance.balanceAfter).toBe(450 - week.effectivePrice - second.purchase.price);
    const wallet = (await (await api("/api/wallet")).json()) as {
      vipExpiresAt: string;
      totalVipDays: number;
    };
    expect(new Date(wallet.vipExpiresAt).getTime() - new Date(first.vipExpiresAt).getTime()).toBe(
      month.days * 86_400_000,
    );
    expect(wallet.totalVipDays).toBe(week.days + month.days);
    const refused = await buy(quarter.id, "vip-quarter-0001");
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { details: object } }).error.details).toMatchObject({
      shortfall: expect.any(Number),
      currency: "gems",
    });
    // One way to buy a pass: the old VIP-only purchase route with its own price is gone.
    expect(
      (await api("/api/vip/purchases", { method: "POST", body: JSON.stringify({ packageKey: "vip-7" }) }))
        .status,
    ).toBe(404);
    await db.shopItem.update({ where: { id: passes[1]!.id }, data: { discount: 0 } });
  });
});

describe("gem packs", () => {
  it("show their bonus: base + bonus = what the pack credits", async () => {
    const { api } = await signedInPlayer();
    const { packs } = (await (await api("/api/payments/packs?currency=eur")).json()) as {
      packs: { id: string; gems: number; baseGems: number; bonusGems: number; bonusPercent: number }[];
    };
    expect(packs.find((pack) => pack.id === "gems-550")).toMatchObject({
      gems: 550,
      baseGems: 500,
      bonusGems: 50,
      bonusPercent: 10,
    });
    expect(packs[0]).toMatchObject({ bonusGems: 0, bonusPercent: 0 });
    for (const pack of packs) expect(pack.baseGems + pack.bonusGems).toBe(pack.gems);
  });
});

describe("gems in the local test mode (no STRIPE_SECRET_KEY)", () => {
  it("checkout returns the labelled test page; confirming credits once through the webhook handler", async () => {
    const { player, api } = await signedInPlayer();
    const packs = (await (await api("/api/payments/packs?currency=eur")).json()) as { testMode: boolean };
    expect(packs.testMode).toBe(true);
    const checkout = (await (
      await api("/api/payments/checkout", { method: "POST", body: JSON.stringify({ packId: "gems-100" }) })
    ).json()) as { sessionId: string; url: string; testMode: boolean };
    expect(checkout.testMode).toBe(true);
    expect(checkout.url).toContain("/gems/test-checkout?session=");
    const first = await confirmLocalCheckout(server.deps, {
      userId: player.id,
      sessionId: checkout.sessionId,
      country: "DE",
    });
    const second = await confirmLocalCheckout(server.deps, {
      userId: player.id,
      sessionId: checkout.sessionId,
      country: "DE",
    });
    expect(first.effect).toMatchObject({ kind: "purchase", purchase: { kind: "credited", gems: 100 } });
    expect(second.effect).toMatchObject({ kind: "purchase", purchase: { kind: "already_recorded" } });
    const status = await (
      await api(`/api/payments/checkout/${encodeURIComponent(checkout.sessionId)}`)
    ).json();
    expect(status).toMatchObject({ status: "credited", gems: 100, currency: "usd" });
    const wallet = (await (await api("/api/wallet")).json()) as { gems: number };
    expect(wallet.gems).toBe(starterGrant.gems + 100);
    const purchase = await server.deps.db.transaction.findFirstOrThrow({ where: { userId: player.id } });
    expect(purchase.country).toBe("DE");

    // Another player cannot confirm it, nor can a forged session id.
    const other = await makePlayer(server.deps.db);
    await expect(
      confirmLocalCheckout(server.deps, { userId: other.id, sessionId: checkout.sessionId, country: null }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      confirmLocalCheckout(server.deps, {
        userId: player.id,
        sessionId: `${checkout.sessionId}x`,
        country: null,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("admin", () => {
  it("GET /api/admin/ledger/verify reports balance = ledger for every player; players get 403", async () => {
    // Signed in as an admin who passed the second factor (docs/decisions/131).
    const { browser } = await signedIn(server, "admin");
    const cookie = await browser.jar.getCookieString(server.url);
    const response = await fetch(`${server.url}/api/admin/ledger/verify`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      playersChecked: number;
      mismatches: unknown[];
      negativeBalances: number;
    };
    expect(report.playersChecked).toBeGreaterThan(0);
    expect(report.mismatches).toEqual([]);
    expect(report.negativeBalances).toBe(0);

    // A balance changed behind the wallet's back shows up.
    const player = await makePlayer(server.deps.db);
    await server.deps.db
      .$executeRaw`UPDATE "User" SET "freeCurrency" = "freeCurrency" + 1 WHERE id = ${player.id}::uuid`;
    const after = (await (
      await fetch(`${server.url}/api/admin/ledger/verify`, { headers: { cookie } })
    ).json()) as { mismatches: { userId: string }[] };
    expect(after.mismatches.map((row) => row.userId)).toEqual([player.id]);
    await server.deps.db
      .$executeRaw`UPDATE "User" SET "freeCurrency" = "freeCurrency" - 1 WHERE id = ${player.id}::uuid`;

    const { api } = await signedInPlayer();
    expect((await api("/api/admin/ledger/verify")).status).toBe(403);
    expect((await api("/api/admin/shop/rotate", { method: "POST" })).status).toBe(403);
  });

  it("every economy route is in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      "/api/wallet",
      "/api/shop",
      "/api/shop/purchases",
      "/api/payments/packs",
      "/api/payments/checkout",
      "/api/payments/checkout/{sessionId}",
      "/api/payments/webhook",
      "/api/promo-codes/redeem",
      "/api/vip",
      "/api/daily-reward",
      "/api/daily-reward/claim",
      "/api/admin/ledger/verify",
      "/api/admin/shop/rotate",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
