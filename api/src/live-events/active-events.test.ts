import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { activeEventsFor, forgetActiveEvents } from "./active-events.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-07-04T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe("activeEventsFor", () => {
  it("gives the events running now for the player's audiences, and sees changes once told", async () => {
    const { db } = deps;
    const vip = await makePlayer(db, "Vip");
    const plain = await makePlayer(db, "Plain");
    await db.user.update({ where: { id: vip.id }, data: { vipExpiresAt: hours(48) } });
    const vips = await db.audience.create({ data: { name: "VIP players", rules: { vip: true } } });
    const everyone = await db.liveEvent.create({
      data: { name: "Summer fair", startsAt: hours(-1), endsAt: hours(5) },
    });
    const forVips = await db.liveEvent.create({
      data: { name: "Double gold weekend", startsAt: hours(-2), endsAt: hours(24), audienceId: vips.id },
    });
    await db.liveEvent.create({ data: { name: "Next week", startsAt: hours(100), endsAt: hours(120) } });
    await db.liveEvent.create({ data: { name: "Over", startsAt: hours(-10), endsAt: hours(-1) } });
    await db.liveEvent.create({
      data: { name: "Called off", startsAt: hours(-1), endsAt: hours(5), cancelledAt: hours(-1) },
    });
    forgetActiveEvents(db);

    const names = async (userId: string, at = now) =>
      (await activeEventsFor(db, { userId, now: at })).map((event) => event.name);
    expect(await names(vip.id)).toEqual(["Double gold weekend", "Summer fair"]);
    expect(await names(plain.id)).toEqual(["Summer fair"]);
    // The end is not part of the event.
    forgetActiveEvents(db);
    expect(await names(vip.id, hours(5))).toEqual(["Double gold weekend"]);

    // A change on this instance is seen at once once the snapshot is dropped.
    await db.liveEvent.update({ where: { id: everyone.id }, data: { cancelledAt: now } });
    await db.liveEvent.update({ where: { id: forVips.id }, data: { audienceId: null } });
    forgetActiveEvents(db);
    expect(await names(plain.id)).toEqual(["Double gold weekend"]);
  });
});
