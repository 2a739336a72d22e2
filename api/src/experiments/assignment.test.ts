import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { assignVariant, forgetRunningExperiments, serveVariants, unitHash } from "./assignment.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-06-01T12:00:00Z");
const ids = Array.from(
  { length: 20_000 },
  (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
);

describe("assignVariant", () => {
  const experiment = {
    key: "shop-headline",
    trafficPercent: 50,
    variants: [
      { key: "control", weight: 1 },
      { key: "bold", weight: 3 },
    ],
  };

  it("gives a player the same answer every time, from the experiment's key and the player alone", () => {
    for (const id of ids.slice(0, 200)) {
      expect(assignVariant({ ...experiment }, id)).toBe(assignVariant(experiment, id));
    }
    expect(unitHash("a")).toBe(unitHash("a"));
    expect(unitHash("a")).not.toBe(unitHash("b"));
  });

  it("takes the traffic share and splits it by weight (within 2 points on 20 000 players)", () => {
    const counts = new Map<string | null, number>();
    for (const id of ids) {
      const variant = assignVariant(experiment, id);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    const share = (key: string | null) => (counts.get(key) ?? 0) / ids.length;
    expect(share(null)).toBeGreaterThan(0.48);
    expect(share(null)).toBeLessThan(0.52);
    // Of the half in the test: a quarter control, three quarters bold.
    expect(share("control")).toBeGreaterThan(0.105);
    expect(share("control")).toBeLessThan(0.145);
    expect(share("bold")).toBeGreaterThan(0.355);
    expect(share("bold")).toBeLessThan(0.395);
  });

  it("does not put the same players first in every experiment", () => {
    const other = { ...experiment, key: "egg-label" };
    const same = ids.filter(
      (id) => (assignVariant(experiment, id) === null) === (assignVariant(other, id) === null),
    );
    // Independent halves agree about half the time.
    expect(same.length / ids.length).toBeGreaterThan(0.47);
    expect(same.length / ids.length).toBeLessThan(0.53);
  });
});

describe("serveVariants", () => {
  it("logs the first exposure once and keeps that variant when the split changes", async () => {
    const { db } = deps;
    const player = await makePlayer(db, "Exposed");
    const experiment = await db.experiment.create({
      data: {
        key: "home-headline",
        name: "Home headline",
        status: "running",
        trafficPercent: 100,
        variants: [
          { key: "control", name: "Today's headline", weight: 1, values: {} },
          { key: "bold", name: "A bolder headline", weight: 1, values: { "home.headline": "Fight!" } },
        ],
      },
    });
    forgetRunningExperiments(db);
    const first = await serveVariants(db, { userId: player.id, now });
    expect(first).toHaveLength(1);
    const variant = first[0]?.variant;
    expect(["control", "bold"]).toContain(variant);

    // Everyone now to the other variant: the player keeps the one first shown.
    const other = variant === "control" ? "bold" : "control";
    await db.experiment.update({
      where: { id: experiment.id },
      data: {
        variants: [
          { key: "control", name: "Today's headline", weight: other === "control" ? 1000 : 1, values: {} },
          { key: "bold", name: "A bolder headline", weight: other === "bold" ? 1000 : 1, values: {} },
        ],
      },
    });
    forgetRunningExperiments(db);
    const again = await serveVariants(db, { userId: player.id, now: new Date(now.getTime() + 60_000) });
    expect(again.map((served) => served.variant)).toEqual([variant]);
    const exposures = await db.experimentExposure.findMany({ where: { experimentId: experiment.id } });
    expect(exposures).toEqual([{ experimentId: experiment.id, userId: player.id, variant, exposedAt: now }]);

    // Stopped: nothing is served, nothing more is logged.
    await db.experiment.update({ where: { id: experiment.id }, data: { status: "stopped" } });
    forgetRunningExperiments(db);
    expect(await serveVariants(db, { userId: player.id, now })).toEqual([]);
  });
});
