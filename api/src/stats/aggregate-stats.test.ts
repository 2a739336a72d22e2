import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { tableSnapshot } from "../../../tests/support/table-snapshot.ts";
import type { AppDeps } from "../context.ts";
import { aggregateStats } from "./aggregate-stats.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

// The 14:01 fire: it describes the hour 13:00–14:00.
const now = new Date("2026-11-21T14:01:00.000Z");
const bucket = new Date("2026-11-21T13:00:00.000Z");
const at = (time: string) => new Date(`2026-11-21T${time}.000Z`);

describe("aggregateStats", () => {
  it("upserts the KPIs of the hour that ended, and a re-run changes nothing", async () => {
    const [early, inHour, late, vip, banned] = await Promise.all(
      [
        { email: "early@example.com", createdAt: at("12:59:59") },
        { email: "in-hour@example.com", createdAt: at("13:00:00") },
        { email: "late@example.com", createdAt: at("14:00:00") },
        { email: "vip@example.com", createdAt: at("01:00:00"), vipExpiresAt: at("15:00:00") },
        { email: "banned@example.com", createdAt: at("01:00:00"), isBanned: true },
      ].map((data) => deps.db.user.create({ data })),
    );
    await deps.db.user.create({
      data: { email: "staff@example.com", role: "admin", createdAt: at("01:00:00") },
    });
    await deps.db.user.create({
      data: { email: "vip-ended@example.com", createdAt: at("01:00:00"), vipExpiresAt: at("13:30:00") },
    });
    if (!early || !inHour || !late || !vip || !banned) throw new Error("users not created");
    await deps.db.playerActivityDay.createMany({
      data: [early, inHour, vip].map((user) => ({ userId: user.id, day: at("00:00:00") })),
    });
    await deps.db.playerActivityDay.create({
      data: { userId: late.id, day: new Date("2026-11-20T00:00:00Z") },
    });
    const payment = (
      userId: string,
      key: string,
      price: number,
      currency: string,
      createdAt: Date,
      status = "completed",
    ) =>
      deps.db.transaction.create({
        data: {
          userId,
          paymentIntentId: key,
          price,
          currency,
          description: "gems",
          createdAt,
          status: status as "completed" | "refunded",
        },
      });
    await payment(inHour.id, "pi_1", 499, "USD", at("13:10:00"));
    await payment(inHour.id, "pi_2", 999, "usd", at("13:20:00"));
    await payment(vip.id, "pi_3", 1999, "EUR", at("13:59:59"));
    await payment(vip.id, "pi_4", 4999, "EUR", at("13:30:00"), "refunded");
    await payment(vip.id, "pi_5", 4999, "EUR", at("14:00:00"));
    const item = await deps.db.shopItem.create({
      data: { name: "Potion", category: "ingredients", price: 10, type: "x" },
    });
    await deps.db.shopItemTransaction.createMany({
      data: [
        { userId: inHour.id, shopItemId: item.id, price: 10, currency: "gold", boughtAt: at("13:05:00") },
        { userId: inHour.id, shopItemId: item.id, price: 30, currency: "gems", boughtAt: at("13:06:00") },
        { userId: inHour.id, shopItemId: item.id, price: 5, currency: "gold", boughtAt: at("13:07:00") },
        { userId: inHour.id, shopItemId: item.id, price: 99, currency: "gold", boughtAt: at("12:00:00") },
      ],
    });
    await deps.db.message.createMany({
      data: [
        { userId: vip.id, message: "a", isRead: false },
        { userId: vip.id, message: "b", isRead: true },
      ],
    });
    await deps.db.monsterStats.createMany({
      data: [
        { name: "Emberfox", plays: 30, pveWins: 10, pvpWins: 5, pveLosses: 3, pvpLosses: 2 },
        { name: "Tidepup", plays: 10, pveWins: 0, pvpWins: 0, pveLosses: 0, pvpLosses: 0 },
      ],
    });

    const result = await aggregateStats(deps, { now });
    expect(result.bucket).toEqual(bucket);
    const rows = await deps.db.generalStats.findMany({ orderBy: { name: "asc" } });
    expect(rows.every((row) => row.bucket.getTime() === bucket.getTime())).toBe(true);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.value]))).toEqual({
      active_vips: 1,
      banned_players: 1,
      dau: 3,
      messages_unread: 1,
      "monster_play_share:Emberfox": 0.75,
      "monster_play_share:Tidepup": 0.25,
      "monster_win_rate:Emberfox": 0.75,
      new_players: 1,
      players_total: 5,
      purchases: 3,
      "revenue_minor:eur": 1999,
      "revenue_minor:usd": 1498,
      shop_sales: 3,
      "shop_spent:gems": 30,
      "shop_spent:gold": 15,
    });
    expect(result.written).toBe(rows.length);

    const before = await tableSnapshot(deps.db, ["GeneralStats"]);
    expect(await aggregateStats(deps, { now })).toEqual({ written: 0, bucket });
    expect(await tableSnapshot(deps.db, ["GeneralStats"])).toEqual(before);

    // A late purchase of that hour: the re-run corrects the row, nothing else.
    await payment(inHour.id, "pi_6", 1, "USD", at("13:45:00"));
    expect(await aggregateStats(deps, { now })).toEqual({ written: 2, bucket });
  });
});
