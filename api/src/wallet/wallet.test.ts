import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { starterGrant } from "../catalogue/new-players.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { verifyLedger } from "./verify-ledger.ts";
import { balanceOf, credit, debit, debitAtMost } from "./wallet.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("the wallet", () => {
  it("credits and debits with a ledger row each, balance = sum of deltas", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.$transaction((tx) =>
      credit(tx, { userId: player.id, currency: "gold", amount: 250, reason: "match_reward", ref: "m1" }),
    );
    const change = await deps.db.$transaction((tx) =>
      debit(tx, { userId: player.id, currency: "gold", amount: 100, reason: "shop_purchase", ref: "s1" }),
    );
    expect(change).toEqual({ currency: "gold", delta: -100, balanceAfter: starterGrant.gold + 150 });
    const rows = await deps.db.history.findMany({
      where: { userId: player.id, type: "currency" },
      orderBy: { id: "asc" },
    });
    expect(rows.map((row) => row.data)).toEqual([
      expect.objectContaining({ currency: "gold", delta: starterGrant.gold, reason: "starter_grant" }),
      expect.objectContaining({ currency: "gems", delta: starterGrant.gems, reason: "starter_grant" }),
      {
        currency: "gold",
        delta: 250,
        reason: "match_reward",
        ref: "m1",
        balanceAfter: starterGrant.gold + 250,
      },
      {
        currency: "gold",
        delta: -100,
        reason: "shop_purchase",
        ref: "s1",
        balanceAfter: starterGrant.gold + 150,
      },
    ]);
    const report = await verifyLedger(deps);
    expect(report.mismatches).toEqual([]);
    expect(report.negativeBalances).toBe(0);
  });

  it("refuses a debit beyond the balance with 402 and the shortfall, and changes nothing", async () => {
    const player = await makePlayer(deps.db);
    const error = await deps.db
      .$transaction((tx) =>
        debit(tx, {
          userId: player.id,
          currency: "gems",
          amount: starterGrant.gems + 7,
          reason: "shop_purchase",
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(402);
    expect((error as AppError).details).toMatchObject({ shortfall: 7, balance: starterGrant.gems });
    expect(await balanceOf(deps.db, player.id, "gems")).toBe(starterGrant.gems);
  });

  it("debitAtMost stops at zero and reports the shortfall", async () => {
    const player = await makePlayer(deps.db);
    const change = await deps.db.$transaction((tx) =>
      debitAtMost(tx, {
        userId: player.id,
        currency: "gems",
        amount: starterGrant.gems + 30,
        reason: "gem_refund",
      }),
    );
    expect(change).toEqual({ currency: "gems", delta: -starterGrant.gems, balanceAfter: 0, shortfall: 30 });
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
  });

  it("rejects amounts that are not positive whole numbers", async () => {
    const player = await makePlayer(deps.db);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(
        deps.db.$transaction((tx) =>
          credit(tx, { userId: player.id, currency: "gold", amount, reason: "staff_grant" }),
        ),
      ).rejects.toMatchObject({ code: "bad_request" });
    }
  });

  it("never overdraws under concurrent debits: 40 debits of 100 with money for 12", async () => {
    const player = await makePlayer(deps.db);
    const spendable = starterGrant.gold - (starterGrant.gold % 100);
    const attempts = Array.from({ length: 40 }, (_, index) =>
      deps.db.$transaction((tx) =>
        debit(tx, {
          userId: player.id,
          currency: "gold",
          amount: 100,
          reason: "shop_purchase",
          ref: `c${index}`,
        }),
      ),
    );
    const results = await Promise.allSettled(attempts);
    const succeeded = results.filter((result) => result.status === "fulfilled").length;
    expect(succeeded).toBe(spendable / 100);
    expect(await balanceOf(deps.db, player.id, "gold")).toBe(starterGrant.gold % 100);
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
  });
});
