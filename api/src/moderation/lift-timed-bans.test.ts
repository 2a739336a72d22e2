import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { tableSnapshot } from "../../../tests/support/table-snapshot.ts";
import type { AppDeps } from "../context.ts";
import { activeBan } from "./active-ban.ts";
import { liftTimedBans } from "./lift-timed-bans.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-11-21T12:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe("liftTimedBans", () => {
  it("lifts bans that ended, records each in History, leaves permanent and running bans, and a re-run changes nothing", async () => {
    const staff = await deps.db.user.create({ data: { email: "mod@example.com", role: "liveops" } });
    const ban = (email: string, bannedUntil: Date | null) =>
      deps.db.user.create({
        data: {
          email,
          isBanned: true,
          banReason: "cheating",
          bannedAt: at(-7 * 86_400_000),
          bannedUntil,
          bannedById: staff.id,
          sessionVersion: 3,
        },
      });
    const ended = await ban("ended@example.com", at(-60_000));
    const endsNow = await ban("ends-now@example.com", now);
    const running = await ban("running@example.com", at(60_000));
    const permanent = await ban("permanent@example.com", null);
    // A stale end time on a player who is no longer banned is not a ban to lift.
    await deps.db.user.create({ data: { email: "unbanned@example.com", bannedUntil: at(-60_000) } });
    const announced: string[][] = [];
    const unsubscribe = deps.events.on("ban:lifted", ({ userIds }) => announced.push(userIds));

    expect(await liftTimedBans(deps, { now })).toEqual({ lifted: 2 });

    for (const { id } of [ended, endsNow]) {
      const user = await deps.db.user.findUniqueOrThrow({ where: { id } });
      expect(user).toMatchObject({
        isBanned: false,
        banReason: null,
        bannedAt: null,
        bannedUntil: null,
        bannedById: null,
        sessionVersion: 3,
      });
    }
    for (const { id, bannedUntil } of [running, permanent]) {
      const user = await deps.db.user.findUniqueOrThrow({ where: { id } });
      expect(user).toMatchObject({
        isBanned: true,
        banReason: "cheating",
        bannedUntil,
        bannedById: staff.id,
      });
    }
    const history = await deps.db.history.findMany({ where: { type: "ban_lifted" }, orderBy: { id: "asc" } });
    expect(history.map((row) => row.userId).sort()).toEqual([ended.id, endsNow.id].sort());
    const endedRow = history.find((row) => row.userId === ended.id);
    expect(endedRow?.actorId).toBeNull();
    expect(endedRow?.data).toEqual({
      reason: "cheating",
      bannedAt: at(-7 * 86_400_000).toISOString(),
      bannedUntil: at(-60_000).toISOString(),
      bannedById: staff.id,
      liftedAt: now.toISOString(),
    });
    expect(announced.map((ids) => [...ids].sort())).toEqual([[ended.id, endsNow.id].sort()]);

    const before = await tableSnapshot(deps.db, ["User", "History"]);
    expect(await liftTimedBans(deps, { now })).toEqual({ lifted: 0 });
    expect(await tableSnapshot(deps.db, ["User", "History"])).toEqual(before);
    expect(announced).toHaveLength(1);
    unsubscribe();
  });

  it("lifts exactly the flagged bans that activeBan no longer holds in force", async () => {
    const later = at(3_600_000);
    const ends = [
      null,
      at(-1),
      later,
      new Date(later.getTime() - 1),
      new Date(later.getTime() + 1),
      at(86_400_000),
    ];
    await deps.db.user.createMany({
      data: ends.flatMap((bannedUntil, index) =>
        [true, false].map((isBanned) => ({
          email: `agree-${index}-${isBanned}@example.com`,
          isBanned,
          banReason: "spam",
          bannedUntil,
        })),
      ),
    });
    // Every player in the database, the previous test's running ban included.
    const players = await deps.db.user.findMany({
      select: { id: true, isBanned: true, banReason: true, bannedUntil: true },
    });
    const inForce = (player: (typeof players)[number]) => activeBan(player, later) !== null;

    expect(await liftTimedBans(deps, { now: later })).toEqual({
      lifted: players.filter((player) => player.isBanned && !inForce(player)).length,
    });

    const stillBanned = await deps.db.user.findMany({ where: { isBanned: true }, select: { id: true } });
    expect(stillBanned.map((row) => row.id).sort()).toEqual(
      players
        .filter(inForce)
        .map((player) => player.id)
        .sort(),
    );
  });
});
