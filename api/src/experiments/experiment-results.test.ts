import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { experimentResults } from "./experiment-results.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-06-04T12:00:00Z");
const early = new Date("2026-05-20T10:00:00Z");
const late = new Date("2026-06-03T10:00:00Z");
const variants = [
  { key: "control", name: "Today's shop", weight: 1, values: {} },
  { key: "bold", name: "A bolder shop", weight: 1, values: { "shop.headline": "Sale!" } },
];

/**
 * 10 control and 10 "bold" players; in each group players 0–4 were exposed on
 * 20 May (their D1 and D7 days have come by 4 June) and players 5–9 on 3 June
 * (their D1 day, 4 June, has come; their D7 day has not).
 */
async function seed() {
  const { db } = deps;
  const experiment = await db.experiment.create({
    data: { key: "bold-shop", name: "Bold shop", status: "running", variants },
  });
  const control: string[] = [];
  const bold: string[] = [];
  for (let index = 0; index < 10; index++) control.push((await makePlayer(db, `Control ${index}`)).id);
  for (let index = 0; index < 10; index++) bold.push((await makePlayer(db, `Bold ${index}`)).id);
  const exposedAt = (index: number) => (index < 5 ? early : late);
  await db.experimentExposure.createMany({
    data: [
      ...control.map((userId, index) => ({
        experimentId: experiment.id,
        userId,
        variant: "control",
        exposedAt: exposedAt(index),
      })),
      ...bold.map((userId, index) => ({
        experimentId: experiment.id,
        userId,
        variant: "bold",
        exposedAt: exposedAt(index),
      })),
    ],
  });
  const pay = (
    userId: string,
    price: number,
    createdAt: Date,
    status: "completed" | "refunded" = "completed",
  ) => ({
    userId,
    price,
    createdAt,
    status,
    currency: "usd",
    description: "Gems",
  });
  const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
  await db.transaction.createMany({
    data: [
      pay(control[0] as string, 500, day("2026-05-21")),
      pay(control[1] as string, 1000, day("2026-05-22")),
      pay(control[2] as string, 2000, day("2026-05-22"), "refunded"),
      pay(control[3] as string, 300, day("2026-05-19")),
      pay(bold[0] as string, 500, day("2026-05-21")),
      pay(bold[1] as string, 1500, day("2026-05-21")),
      pay(bold[2] as string, 1000, day("2026-05-25")),
      pay(bold[3] as string, 400, day("2026-05-21")),
      pay(bold[3] as string, 600, day("2026-05-23")),
    ].map((row, index) => ({ ...row, paymentIntentId: `pi_results_${index}` })),
  });
  const active = (userId: string, iso: string) => ({ userId, day: new Date(`${iso}T00:00:00Z`) });
  await db.playerActivityDay.createMany({
    data: [
      active(control[0] as string, "2026-05-21"),
      active(control[1] as string, "2026-05-21"),
      active(control[2] as string, "2026-05-21"),
      active(control[3] as string, "2026-05-20"),
      active(control[4] as string, "2026-05-22"),
      active(control[5] as string, "2026-06-04"),
      active(control[0] as string, "2026-05-27"),
      ...[0, 1, 2, 3].map((index) => active(bold[index] as string, "2026-05-21")),
      ...[5, 6].map((index) => active(bold[index] as string, "2026-06-04")),
      ...[0, 1, 2].map((index) => active(bold[index] as string, "2026-05-27")),
    ],
  });
  const battle = (userId: string, createdAt: Date) => ({
    userId,
    createdAt,
    reporter: "server",
    mode: "pve",
    won: true,
    result: {},
  });
  await db.matchReport.createMany({
    data: [
      battle(control[0] as string, day("2026-05-21")),
      battle(control[0] as string, day("2026-05-22")),
      battle(control[1] as string, day("2026-05-19")),
      battle(control[1] as string, day("2026-05-23")),
      battle(control[2] as string, day("2026-06-05")),
      ...[0, 1, 2].flatMap((index) => [
        battle(bold[index] as string, day("2026-05-21")),
        battle(bold[index] as string, day("2026-05-24")),
      ]),
      battle(bold[3] as string, day("2026-05-30")),
    ].map((row, index) => ({ ...row, matchId: `results-battle-${index}` })),
  });
  const item = await db.shopItem.create({
    data: { name: "Bold potion", category: "ingredients", price: 10, type: "x" },
  });
  const purchase = (userId: string, boughtAt: Date) => ({ userId, boughtAt, shopItemId: item.id, price: 10 });
  await db.shopItemTransaction.createMany({
    data: [
      purchase(control[0] as string, day("2026-05-21")),
      purchase(bold[0] as string, day("2026-05-21")),
      purchase(bold[0] as string, day("2026-05-22")),
      purchase(bold[0] as string, day("2026-05-23")),
      purchase(bold[1] as string, day("2026-05-21")),
    ],
  });
  return { experiment, control, bold };
}

describe("experimentResults", () => {
  it("matches a hand calculation on a fixed data set", async () => {
    const { experiment, control, bold } = await seed();
    const results = await experimentResults(deps, { experimentId: experiment.id, now });
    expect(results.variants).toEqual([
      { key: "control", name: "Today's shop", weight: 1, exposed: 10 },
      { key: "bold", name: "A bolder shop", weight: 1, exposed: 10 },
    ]);
    const metric = (key: string) => {
      const found = results.metrics.find((candidate) => candidate.key === key);
      if (!found) throw new Error(`no metric ${key}`);
      return { control: found.control, bold: found.variants[0] };
    };

    // Conversion to payer. Control: players 0 and 1 paid after exposure (player 2's
    // payment was refunded, player 3 paid before exposure): 2 / 10 = 0.2.
    // Bold: players 0–3: 4 / 10 = 0.4. Difference 0.2;
    // SE = sqrt(0.2·0.8/10 + 0.4·0.6/10) = sqrt(0.016 + 0.024) = 0.2; margin 1.959964·0.2 = 0.3919928.
    const payers = metric("payerConversion");
    expect(payers.control).toEqual({ variant: "control", n: 10, value: 0.2 });
    expect(payers.bold).toMatchObject({ variant: "bold", n: 10, value: 0.4, note: null });
    expect(payers.bold?.difference).toBeCloseTo(0.2, 10);
    expect(payers.bold?.ciLow).toBeCloseTo(0.2 - 0.3919928, 8);
    expect(payers.bold?.ciHigh).toBeCloseTo(0.2 + 0.3919928, 8);

    // ARPPU over payers. Control: 500 and 1000: mean 750, s² = (250² + 250²)/1 = 125 000.
    // Bold: 500, 1500, 1000 and 400 + 600 = 1000: mean 1000, s² = (250 000 + 250 000 + 0 + 0)/3 = 166 666.67.
    // Difference 250; SE = sqrt(125 000/2 + 166 666.67/4) = sqrt(104 166.67) = 322.748612;
    // margin 1.959964·322.748612 = 632.575661.
    const arppu = metric("arppu");
    expect(arppu.control).toEqual({ variant: "control", n: 2, value: 750 });
    expect(arppu.bold).toMatchObject({ n: 4, value: 1000 });
    expect(arppu.bold?.difference).toBeCloseTo(250, 8);
    expect(arppu.bold?.ciLow).toBeCloseTo(250 - 632.575661, 6);
    expect(arppu.bold?.ciHigh).toBeCloseTo(250 + 632.575661, 6);

    // D1: all 20 players' day after exposure has come. Control active that day: players
    // 0, 1, 2 (21 May) and 5 (4 June); player 3 only on the exposure day, player 4 two days after:
    // 4 / 10. Bold: players 0–3 and 5, 6: 6 / 10. Difference 0.2;
    // SE = sqrt(0.4·0.6/10 + 0.6·0.4/10) = sqrt(0.048) = 0.219089; margin 0.429406598.
    const d1 = metric("d1Retention");
    expect(d1.control).toEqual({ variant: "control", n: 10, value: 0.4 });
    expect(d1.bold).toMatchObject({ n: 10, value: 0.6 });
    expect(d1.bold?.ciLow).toBeCloseTo(0.2 - 0.429406598, 8);
    expect(d1.bold?.ciHigh).toBeCloseTo(0.2 + 0.429406598, 8);

    // D7: only players 0–4 of each group (exposed 20 May, D7 = 27 May) are counted.
    // Control: player 0: 1 / 5 = 0.2. Bold: players 0–2: 3 / 5 = 0.6. Difference 0.4;
    // SE = sqrt(0.2·0.8/5 + 0.6·0.4/5) = sqrt(0.08) = 0.282843; margin 0.554361534.
    const d7 = metric("d7Retention");
    expect(d7.control).toEqual({ variant: "control", n: 5, value: 0.2 });
    expect(d7.bold).toMatchObject({ n: 5, value: 0.6 });
    expect(d7.bold?.ciLow).toBeCloseTo(0.4 - 0.554361534, 8);
    expect(d7.bold?.ciHigh).toBeCloseTo(0.4 + 0.554361534, 8);

    // Battles per player. Control: player 0 has 2, player 1 has 1 after exposure (one before);
    // player 2's battle is after now: values 2, 1, 0×8: mean 0.3, s² = (4 + 1 − 10·0.09)/9 = 0.455556.
    // Bold: 2, 2, 2, 1, 0×6: mean 0.7, s² = (13 − 10·0.49)/9 = 0.9. Difference 0.4;
    // SE = sqrt(0.455556/10 + 0.9/10) = 0.368178701; margin 0.721616999.
    const battles = metric("battlesPerPlayer");
    expect(battles.control.value).toBeCloseTo(0.3, 10);
    expect(battles.bold?.value).toBeCloseTo(0.7, 10);
    expect(battles.bold?.ciLow).toBeCloseTo(0.4 - 0.721616999, 8);
    expect(battles.bold?.ciHigh).toBeCloseTo(0.4 + 0.721616999, 8);

    // Shop purchases per player. Control: 1, 0×9: mean 0.1, s² = (1 − 0.1)/9 = 0.1.
    // Bold: 3, 1, 0×8: mean 0.4, s² = (10 − 1.6)/9 = 0.933333. Difference 0.3;
    // SE = sqrt(0.1/10 + 0.933333/10) = 0.321455025; margin 0.630040277.
    const purchases = metric("shopPurchasesPerPlayer");
    expect(purchases.control.value).toBeCloseTo(0.1, 10);
    expect(purchases.bold?.value).toBeCloseTo(0.4, 10);
    expect(purchases.bold?.ciLow).toBeCloseTo(0.3 - 0.630040277, 8);
    expect(purchases.bold?.ciHigh).toBeCloseTo(0.3 + 0.630040277, 8);

    // 10 / 10 on 1 : 1: chi² 0, p 1.
    expect(results.sampleRatio).toMatchObject({ chiSquare: 0, pValue: 1, mismatch: false });

    // A deliberately skewed split: 18 / 2 on 1 : 1, expected 10 each:
    // chi² = (8² + 8²)/10 = 12.8, df 1, p = 0.000347 < 0.001: flagged.
    const skewed = await deps.db.experiment.create({
      data: { key: "skewed-shop", name: "Skewed shop", status: "running", variants },
    });
    const everyone = [...control, ...bold];
    await deps.db.experimentExposure.createMany({
      data: everyone.map((userId, index) => ({
        experimentId: skewed.id,
        userId,
        variant: index < 18 ? "control" : "bold",
        exposedAt: late,
      })),
    });
    const skewedResults = await experimentResults(deps, { experimentId: skewed.id, now });
    expect(skewedResults.sampleRatio.chiSquare).toBeCloseTo(12.8, 10);
    expect(skewedResults.sampleRatio.pValue).toBeCloseTo(0.000347, 6);
    expect(skewedResults.sampleRatio.mismatch).toBe(true);
    expect(skewedResults.sampleRatio.message).toBe(
      "Players were split 18 / 2 where 50 % / 50 % was set: p < 0.001; check the assignment before trusting the results.",
    );
  });

  it("says in words when there is no such experiment", async () => {
    await expect(experimentResults(deps, { experimentId: 999_999, now })).rejects.toMatchObject({
      code: "not_found",
      message: "No such experiment.",
    });
  });
});
