// A live event's own leaderboard (docs/decisions/133, "Live events"): two
// players in the event's audience play battles and rank on its board while a
// player outside the audience does not (but still ranks on the game's board);
// when the event is over the settle job runs twice at once, from two
// connections, and once more, and the rank rewards go out exactly once, to the
// right ranks, as inbox messages; a cancelled event is settled without paying;
// a running event's board keeps its stat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../api/src/audit/staff-action.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { handleHttpError } from "../../api/src/http/errors.ts";
import { liveEventsRoutes } from "../../api/src/http/live-events-routes.ts";
import { renderMessage } from "../../api/src/inbox/render-message.ts";
import { cancelLiveEvent } from "../../api/src/live-events/cancel-live-event.ts";
import { createLiveEvent } from "../../api/src/live-events/create-live-event.ts";
import { playerEventBoard } from "../../api/src/live-events/event-leaderboard.ts";
import { getPlayerLiveEvent } from "../../api/src/live-events/player-live-events.ts";
import { settleLiveEvents } from "../../api/src/live-events/settle-live-events.ts";
import { updateLiveEvent } from "../../api/src/live-events/update-live-event.ts";
import { applyMatch } from "../../api/src/matches/apply-match.ts";
import { findJob, jobCatalog } from "../../jobs/src/catalog.ts";
import { createTestDeps } from "../support/deps.ts";
import { sessionCookie } from "../support/economy.ts";
import { firstMapWin } from "../support/match-reports.ts";
import { makePlayer } from "../support/players.ts";
import { makeTeamPlayer } from "../support/progression.ts";
import { openSecondConnection } from "../support/second-connection.ts";

let deps: Awaited<ReturnType<typeof createTestDeps>>;
let actor: Actor;
let vipAudienceId: number;
let matchCounter = 0;

beforeAll(async () => {
  deps = await createTestDeps();
  actor = { id: (await makePlayer(deps.db, "Liveops")).id, role: "liveops" };
  vipAudienceId = (
    await deps.db.audience.create({ data: { name: "VIP players (event boards)", rules: { vip: true } } })
  ).id;
  // One of the game's boards of the same stat: every player's wins count there.
  await deps.db.leaderboard.create({
    data: { periodicity: "allTime", type: "pveWins", operator: "increment" },
  });
}, 60_000);
afterAll(() => deps.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function vipPlayer() {
  const player = await makeTeamPlayer(deps);
  await deps.db.user.update({ where: { id: player.id }, data: { vipExpiresAt: minutes(24 * 60) } });
  return player;
}

async function battle(userId: string) {
  matchCounter += 1;
  return applyMatch(deps, {
    userId,
    reporter: "server",
    request: { kind: "report", report: firstMapWin(`event-board-match-${matchCounter}-${Date.now()}`) },
    now: new Date(),
  });
}

const rewardsOf = (userId: string) =>
  deps.db.message.findMany({ where: { userId, message: "live_event_reward" }, orderBy: { id: "asc" } });

const settleJob = () => {
  const job = findJob(jobCatalog, "settle-live-events");
  if (!job) throw new Error("settle-live-events is not in the job catalogue");
  return job;
};

describe("a live event's own leaderboard", () => {
  it("ranks only the event's players while it runs and pays its rank rewards once at the end", async () => {
    const first = await vipPlayer();
    const second = await vipPlayer();
    const outsider = await makeTeamPlayer(deps);
    const event = await createLiveEvent(deps, {
      actor,
      now: new Date(),
      event: {
        name: "Spring cup",
        startsAt: minutes(-1).toISOString(),
        endsAt: minutes(30).toISOString(),
        audienceId: vipAudienceId,
        modifiers: [
          {
            kind: "leaderboard",
            stat: "pveWins",
            rewards: [
              { fromRank: 1, toRank: 1, reward: { gems: 500, gold: 5000 } },
              { fromRank: 2, toRank: 3, reward: { gold: 1000 } },
            ],
          },
        ],
      },
    });
    expect(event.status).toBe("running");
    expect(event.leaderboardId).not.toBeNull();
    expect(event.effects).toEqual(["Event leaderboard of PvE wins: prizes for the top 3"]);

    await battle(first.id);
    await battle(first.id);
    await battle(second.id);
    for (let i = 0; i < 3; i++) await battle(outsider.id);

    const seen = await playerEventBoard(deps, { eventId: event.id, userId: second.id });
    expect(seen).toMatchObject({
      stat: "PvE wins",
      rewards: ["Rank 1: 500 gems and 5,000 gold", "Ranks 2–3: 1,000 gold"],
      settled: false,
      me: { rank: 2, score: 1 },
    });
    expect(seen?.top.map((row) => [row.rank, row.score, row.isMe])).toEqual([
      [1, 2, false],
      [2, 1, true],
    ]);
    // The player API the game's event page reads: the same board; the outsider's is a 404.
    const routes = liveEventsRoutes(deps).onError(handleHttpError);
    const boardOver = async (userId: string) =>
      routes.request(`/api/live-events/${event.id}/leaderboard`, {
        headers: { cookie: await sessionCookie(deps, userId) },
      });
    const answer = await boardOver(first.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      board: { stat: "PvE wins", me: { rank: 1, score: 2 }, top: [{ rank: 1, isMe: true }, { rank: 2 }] },
    });
    expect((await boardOver(outsider.id)).status).toBe(404);
    // The outsider is on the game's board, not on the event's.
    const onEventBoard = await deps.db.leaderboardContender.findMany({
      where: { leaderboardId: event.leaderboardId ?? -1 },
      select: { userId: true },
    });
    expect(onEventBoard.map((row) => row.userId).sort()).toEqual([first.id, second.id].sort());
    // A battle that only fed the board is still the event's (its results count it); the outsider's are not.
    const attributed = await deps.db.matchReport.groupBy({
      by: ["userId"],
      where: { liveEventId: event.id },
      _count: true,
    });
    expect(Object.fromEntries(attributed.map((row) => [row.userId, row._count]))).toEqual({
      [first.id]: 2,
      [second.id]: 1,
    });
    expect((await playerEventBoard(deps, { eventId: event.id, userId: outsider.id }))?.me).toBeNull();
    const gameBoard = await deps.db.leaderboardContender.findFirst({
      where: { userId: outsider.id, leaderboard: { periodicity: "allTime", type: "pveWins", scope: "" } },
    });
    expect(gameBoard?.score).toBe(3);

    // Running: the stat is fixed and the board cannot go.
    const terms = {
      name: "Spring cup",
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      audienceId: vipAudienceId,
    };
    await expect(
      updateLiveEvent(deps, {
        actor,
        id: event.id,
        now: new Date(),
        event: { ...terms, modifiers: [] },
      }),
    ).rejects.toMatchObject({ code: "validation_failed" });

    // Not over yet (nor within the grace after the end): nothing to settle.
    const job = settleJob();
    expect(await job.run(deps, { now: new Date() })).toMatchObject({ settled: 0, rewarded: 0 });

    // Over: two instances run the job at the same moment, then it runs again.
    const after = new Date(new Date(event.endsAt).getTime() + settleLiveEvents.graceMs + 1000);
    const second2 = await openSecondConnection(deps.database);
    try {
      const other: AppDeps = { ...deps, db: second2.prisma };
      const [a, b] = await Promise.all([job.run(deps, { now: after }), job.run(other, { now: after })]);
      expect(Number(a.settled) + Number(b.settled)).toBe(1);
      expect(Number(a.rewarded) + Number(b.rewarded)).toBe(2);
    } finally {
      await second2.close();
    }
    expect(await job.run(deps, { now: new Date(after.getTime() + 5 * 60_000) })).toMatchObject({
      settled: 0,
      rewarded: 0,
    });

    const firstRewards = await rewardsOf(first.id);
    const secondRewards = await rewardsOf(second.id);
    expect(firstRewards.map((m) => m.rewards)).toEqual([{ gems: 500, gold: 5000 }]);
    expect(secondRewards.map((m) => m.rewards)).toEqual([{ gold: 1000 }]);
    expect(await rewardsOf(outsider.id)).toEqual([]);
    const [message] = firstRewards;
    expect(
      renderMessage(message!.message, message!.params as Record<string, unknown>, message!.rewards).text,
    ).toContain("rank 1 on the leaderboard of Spring cup");
    const settled = await deps.db.liveEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(settled.settledAt?.toISOString()).toBe(after.toISOString());
    // The final standings stay on the board.
    expect(await playerEventBoard(deps, { eventId: event.id, userId: first.id })).toMatchObject({
      settled: true,
      rewardsPaid: true,
      me: { rank: 1, score: 2 },
    });
    // A player who made the board still opens the ended event (its final standings) for 30 days;
    // one who did not gets a 404.
    expect(await getPlayerLiveEvent(deps, { userId: first.id, id: event.id, now: after })).toMatchObject({
      id: event.id,
      isRunning: false,
    });
    await expect(
      getPlayerLiveEvent(deps, { userId: outsider.id, id: event.id, now: after }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      getPlayerLiveEvent(deps, {
        userId: first.id,
        id: event.id,
        now: new Date(after.getTime() + 31 * 86_400_000),
      }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("settles a cancelled event without paying its board", async () => {
    const player = await vipPlayer();
    const event = await createLiveEvent(deps, {
      actor,
      now: new Date(),
      event: {
        name: "Called-off cup",
        startsAt: minutes(-1).toISOString(),
        endsAt: minutes(30).toISOString(),
        audienceId: null,
        modifiers: [
          {
            kind: "leaderboard",
            stat: "pveWins",
            rewards: [{ fromRank: 1, toRank: 10, reward: { gems: 50 } }],
          },
        ],
      },
    });
    await battle(player.id);
    await cancelLiveEvent(deps, { actor, id: event.id, now: new Date() });
    const counts = await settleJob().run(deps, { now: new Date() });
    expect(counts).toMatchObject({ settled: 1, cancelled: 1, rewarded: 0 });
    expect(await rewardsOf(player.id)).toEqual([]);
    expect((await deps.db.liveEvent.findUniqueOrThrow({ where: { id: event.id } })).settledAt).not.toBeNull();
    expect(await playerEventBoard(deps, { eventId: event.id, userId: player.id })).toMatchObject({
      settled: true,
      rewardsPaid: false,
      me: { rank: 1, score: 1 },
    });
  });

  it("refuses rank rewards in words that overlap or pay nothing", async () => {
    const attempt = (rewards: unknown[]) =>
      createLiveEvent(deps, {
        actor,
        now: new Date(),
        event: {
          name: "Bad cup",
          startsAt: minutes(10).toISOString(),
          endsAt: minutes(70).toISOString(),
          modifiers: [{ kind: "leaderboard", stat: "pveWins", rewards } as never],
        },
      });
    await expect(
      attempt([
        { fromRank: 1, toRank: 3, reward: { gems: 10 } },
        { fromRank: 2, toRank: 5, reward: { gems: 5 } },
      ]),
    ).rejects.toThrow(/not overlapping/);
    await expect(attempt([{ fromRank: 1, toRank: 1, reward: {} }])).rejects.toThrow(/some gold or gems/);
  });
});
