import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { tableSnapshot } from "../../../tests/support/table-snapshot.ts";
import type { AppDeps } from "../context.ts";
import { collectAllRewards, collectMessageRewards } from "./collect-rewards.ts";
import { deleteMessage, deleteReadMessages } from "./delete-messages.ts";
import { getSentMessage } from "./get-sent-message.ts";
import { inboxCounts, listInbox } from "./list-inbox.ts";
import { performMessageAction } from "./perform-action.ts";
import { markAllRead, markMessageRead } from "./read-messages.ts";
import { renderMessage } from "./render-message.ts";
import { countSegment, sendMessages } from "./send-messages.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-04-01T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("templates", () => {
  it("renders a template's params, keeps plain text and unknown keys as they are", () => {
    expect(
      renderMessage("leaderboard_reward", { rank: 3, periodicity: "weekly", type: "kills" }, { gems: 75 })
        .text,
    ).toBe("You finished rank 3 on the weekly kills leaderboard. Well fought! Your reward: 75 gems.");
    expect(renderMessage("inventory_full", { source: "match_reward" }, { gold: 40 }).text).toContain(
      "rewards from a match wait here: 40 gold",
    );
    expect(renderMessage("Server restart at 10:00", {})).toEqual({
      title: "A message from the Monster Arena team",
      text: "Server restart at 10:00",
      template: null,
    });
    expect(renderMessage("leaderboard_reward", {}).text).toContain("rank {rank}");
  });
});

describe("the inbox", () => {
  it("lists unread first, newest first, hides expired, and counts the badge", async () => {
    const player = await makePlayer(deps.db);
    const data = [
      { message: "old unread", createdAt: minutes(-30) },
      { message: "new read", createdAt: minutes(-5), isRead: true },
      { message: "new unread", createdAt: minutes(-10) },
      { message: "expired", createdAt: minutes(-1), expiresAt: minutes(-0.5) },
      { message: "gift", createdAt: minutes(-20), rewards: { gold: 5 }, expiresAt: minutes(60) },
    ];
    await deps.db.message.createMany({ data: data.map((row) => ({ userId: player.id, ...row })) });
    const page = await listInbox(deps, { userId: player.id, now });
    expect(page.messages.map((message) => message.text)).toEqual([
      "new unread",
      "gift",
      "old unread",
      "new read",
    ]);
    expect(page.counts).toEqual({ unread: 3, toCollect: 1, total: 4 });
    expect(page.messages[1]).toMatchObject({ hasRewardsToCollect: true, rewards: { gold: 5 } });

    await markMessageRead(deps, { userId: player.id, messageId: page.messages[0]!.id, now });
    expect((await inboxCounts(deps, { userId: player.id, now })).unread).toBe(2);
    expect(await markAllRead(deps, { userId: player.id, now })).toEqual({ marked: 2 });
    const other = await makePlayer(deps.db);
    await expect(
      markMessageRead(deps, { userId: other.id, messageId: page.messages[0]!.id, now }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("collects rewards once out of 50 simultaneous attempts", async () => {
    const player = await makePlayer(deps.db);
    const before = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    const message = await deps.db.message.create({
      data: { userId: player.id, message: "gift", rewards: { gold: 100, gems: 3 } },
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        collectMessageRewards(deps, { userId: player.id, messageId: message.id, now }),
      ),
    );
    const fulfilled = attempts.filter((attempt) => attempt.status === "fulfilled");
    expect(fulfilled).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") expect(attempt.reason).toMatchObject({ status: 409 });
    }
    const after = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(after.freeCurrency - before.freeCurrency).toBe(100);
    expect(after.paidCurrency - before.paidCurrency).toBe(3);
    const ledger = await deps.db.history.count({
      where: { userId: player.id, type: "currency", data: { path: ["reason"], equals: "message_reward" } },
    });
    expect(ledger).toBe(2);
    expect(await deps.db.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      areRewardsCollected: true,
      isRead: true,
    });
  });

  it("refuses to collect into a full inventory (409) and keeps the message collectable", async () => {
    const player = await makePlayer(deps.db);
    await deps.db.inventory.update({ where: { userId: player.id }, data: { monsterSlots: 0 } });
    const message = await deps.db.message.create({
      data: {
        userId: player.id,
        message: "gift",
        rewards: { items: [{ type: "monster", name: "Emberfox", quality: "common" }] },
      },
    });
    const messagesBefore = await deps.db.message.count({ where: { userId: player.id } });
    await expect(
      collectMessageRewards(deps, { userId: player.id, messageId: message.id, now }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await deps.db.message.count({ where: { userId: player.id } })).toBe(messagesBefore);
    expect((await deps.db.message.findUniqueOrThrow({ where: { id: message.id } })).areRewardsCollected).toBe(
      false,
    );
  });

  it("does not collect expired rewards or messages without rewards", async () => {
    const player = await makePlayer(deps.db);
    const expired = await deps.db.message.create({
      data: { userId: player.id, message: "late", rewards: { gold: 1 }, expiresAt: minutes(-1) },
    });
    const plain = await deps.db.message.create({ data: { userId: player.id, message: "hello" } });
    await expect(
      collectMessageRewards(deps, { userId: player.id, messageId: expired.id, now }),
    ).rejects.toMatchObject({
      status: 409,
      message: "This message has expired.",
    });
    await expect(
      collectMessageRewards(deps, { userId: player.id, messageId: plain.id, now }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it("performs a message's action once and marks it read; messages without one refuse", async () => {
    const player = await makePlayer(deps.db);
    const invite = await deps.db.message.create({
      data: {
        userId: player.id,
        message: "poll_invitation",
        params: { question: "Best element?" },
        action: { type: "poll", target: "best-element" },
      },
    });
    expect(await performMessageAction(deps, { userId: player.id, messageId: invite.id, now })).toEqual({
      messageId: invite.id,
      action: { type: "poll", target: "best-element" },
      firstTime: true,
    });
    expect(
      (await performMessageAction(deps, { userId: player.id, messageId: invite.id, now })).firstTime,
    ).toBe(false);
    expect(await deps.db.message.findUniqueOrThrow({ where: { id: invite.id } })).toMatchObject({
      isRead: true,
      hasPerformedAction: true,
    });
    const plain = await deps.db.message.create({ data: { userId: player.id, message: "hi" } });
    await expect(
      performMessageAction(deps, { userId: player.id, messageId: plain.id, now }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it("deletes only read messages with nothing left to collect", async () => {
    const player = await makePlayer(deps.db);
    const [unread, readGift, readPlain, collected] = await Promise.all([
      deps.db.message.create({ data: { userId: player.id, message: "a" } }),
      deps.db.message.create({
        data: { userId: player.id, message: "b", isRead: true, rewards: { gold: 1 } },
      }),
      deps.db.message.create({ data: { userId: player.id, message: "c", isRead: true } }),
      deps.db.message.create({
        data: {
          userId: player.id,
          message: "d",
          isRead: true,
          rewards: { gold: 1 },
          areRewardsCollected: true,
        },
      }),
    ]);
    await expect(deleteMessage(deps, { userId: player.id, messageId: unread.id })).rejects.toMatchObject({
      status: 409,
    });
    await expect(deleteMessage(deps, { userId: player.id, messageId: readGift.id })).rejects.toMatchObject({
      status: 409,
    });
    await deleteMessage(deps, { userId: player.id, messageId: readPlain.id });
    expect(await deleteReadMessages(deps, { userId: player.id })).toEqual({ deleted: 1 });
    const left = await deps.db.message.findMany({ where: { userId: player.id }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([unread.id, readGift.id].sort());
    void collected;
  });
});

describe("collect all", () => {
  it("collects every reward that fits in one go, leaves the rest collectable, and a second run changes nothing", async () => {
    const player = await makePlayer(deps.db);
    const other = await makePlayer(deps.db);
    await deps.db.inventory.update({ where: { userId: player.id }, data: { monsterSlots: 0 } });
    const before = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    const create = (data: {
      message: string;
      rewards?: object;
      expiresAt?: Date;
      areRewardsCollected?: boolean;
    }) => deps.db.message.create({ data: { userId: player.id, ...data } });
    const gold = await create({ message: "gold", rewards: { gold: 100 } });
    // Does not fit, not even with VIP's extra slots (3 starters + 8 > 0 + 10): rolled back alone, VIP days included.
    const emberfox = { type: "monster" as const, name: "Emberfox", quality: "common" as const };
    const egg = await create({ message: "egg", rewards: { vipDays: 7, items: Array(8).fill(emberfox) } });
    const gems = await create({
      message: "gems",
      rewards: { gems: 5, gold: 20, ingredients: [{ name: "Slime Jelly", quantity: 2 }] },
    });
    await create({ message: "late", rewards: { gold: 1 }, expiresAt: minutes(-1) });
    await create({ message: "plain" });
    await create({ message: "done", rewards: { gold: 1000 }, areRewardsCollected: true });
    const theirs = await deps.db.message.create({
      data: { userId: other.id, message: "x", rewards: { gold: 7 } },
    });

    const result = await collectAllRewards(deps, { userId: player.id, now });
    expect(result.collected).toEqual([
      { messageId: gold.id, granted: { gold: 100 } },
      {
        messageId: gems.id,
        granted: { gold: 20, gems: 5, ingredients: [{ name: "Slime Jelly", quantity: 2 }] },
      },
    ]);
    expect(result.total).toEqual({ gold: 120, gems: 5, ingredients: [{ name: "Slime Jelly", quantity: 2 }] });
    expect(result.waiting).toEqual([{ messageId: egg.id, overflow: { items: [emberfox] } }]);
    expect(result.balances).toEqual([
      { currency: "gold", delta: 120, balanceAfter: before.freeCurrency + 120 },
      { currency: "gems", delta: 5, balanceAfter: before.paidCurrency + 5 },
    ]);

    const after = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(after.freeCurrency - before.freeCurrency).toBe(120);
    expect(after.paidCurrency - before.paidCurrency).toBe(5);
    expect(after.vipExpiresAt).toBeNull();
    const flags = await deps.db.message.findMany({
      where: { id: { in: [gold.id, egg.id, gems.id, theirs.id] } },
      select: { id: true, areRewardsCollected: true, isRead: true },
      orderBy: { id: "asc" },
    });
    expect(flags).toEqual([
      { id: gold.id, areRewardsCollected: true, isRead: true },
      { id: egg.id, areRewardsCollected: false, isRead: false },
      { id: gems.id, areRewardsCollected: true, isRead: true },
      { id: theirs.id, areRewardsCollected: false, isRead: false },
    ]);
    const refs = await deps.db.$queryRaw<{ ref: string }[]>`
      SELECT "data"->>'ref' AS ref FROM "History"
      WHERE "userId" = ${player.id}::uuid AND "data"->>'reason' = 'message_reward' ORDER BY id`;
    expect(refs.map((row) => row.ref)).toEqual([
      `message:${gold.id}`,
      `message:${gems.id}`,
      `message:${gems.id}`,
    ]);

    const snapshot = await tableSnapshot(deps.db, ["User", "Message", "History", "Item", "Ingredient"]);
    const again = await collectAllRewards(deps, { userId: player.id, now });
    expect(again).toMatchObject({ collected: [], total: {}, balances: [] });
    expect(again.waiting.map((row) => row.messageId)).toEqual([egg.id]);
    expect(await tableSnapshot(deps.db, ["User", "Message", "History", "Item", "Ingredient"])).toEqual(
      snapshot,
    );

    // Room made: the egg comes out with its VIP days.
    await deps.db.inventory.update({ where: { userId: player.id }, data: { monsterSlots: 50 } });
    const last = await collectAllRewards(deps, { userId: player.id, now });
    expect(last.total).toEqual({ vipDays: 7, items: Array(8).fill(emberfox) });
    expect(last.waiting).toEqual([]);
    // Later tests count VIPs: this player is none.
    await deps.db.user.update({ where: { id: player.id }, data: { vipExpiresAt: null } });
  });

  it("collects each reward once however many collect-alls and single collects run at once", async () => {
    const player = await makePlayer(deps.db);
    const before = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    const messages = await Promise.all(
      [10, 20, 30].map((amount) =>
        deps.db.message.create({ data: { userId: player.id, message: "gift", rewards: { gold: amount } } }),
      ),
    );
    await Promise.allSettled([
      ...Array.from({ length: 8 }, () => collectAllRewards(deps, { userId: player.id, now })),
      ...messages.map((message) =>
        collectMessageRewards(deps, { userId: player.id, messageId: message.id, now }),
      ),
    ]);
    const after = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(after.freeCurrency - before.freeCurrency).toBe(60);
    const ledger = await deps.db.history.count({
      where: { userId: player.id, type: "currency", data: { path: ["reason"], equals: "message_reward" } },
    });
    expect(ledger).toBe(3);
  });

  it("refuses input that is not a player and a time", async () => {
    await expect(collectAllRewards(deps, { userId: "not-a-uuid", now })).rejects.toMatchObject({
      name: "ZodError",
    });
  });
});

describe("sending messages", () => {
  it("sends to one player, a segment and everyone in one statement each, with an audit row", async () => {
    await deps.db.message.deleteMany({});
    const [low, high, vip, banned, payerFr, payerUs] = await Promise.all(
      Array.from({ length: 6 }, () => makePlayer(deps.db)),
    );
    await deps.db.user.update({
      where: { id: low!.id },
      data: { level: 2, lastActiveAt: minutes(-60 * 24 * 10) },
    });
    await deps.db.user.update({ where: { id: high!.id }, data: { level: 40, lastActiveAt: minutes(-5) } });
    await deps.db.user.update({ where: { id: vip!.id }, data: { level: 12, vipExpiresAt: minutes(60) } });
    await deps.db.user.update({ where: { id: banned!.id }, data: { level: 40, isBanned: true } });
    await deps.db.transaction.createMany({
      data: [
        // payerFr paid from the US first, then from France: the latest payment's country counts.
        {
          userId: payerFr!.id,
          country: "US",
          currency: "usd",
          description: "gems",
          paymentIntentId: "pi_1",
          price: 99,
          createdAt: minutes(-100),
        },
        {
          userId: payerFr!.id,
          country: "FR",
          currency: "eur",
          description: "gems",
          paymentIntentId: "pi_2",
          price: 99,
          createdAt: minutes(-50),
        },
        {
          userId: payerUs!.id,
          country: "US",
          currency: "usd",
          description: "gems",
          paymentIntentId: "pi_3",
          price: 99,
          createdAt: minutes(-10),
        },
      ],
    });
    const staff = await makePlayer(deps.db);
    const everyoneCount = await deps.db.user.count({ where: { role: "player", isBanned: false } });

    const single = await sendMessages(deps, {
      target: { kind: "player", userId: low!.id },
      draft: { message: "Hello {name}", params: { name: "you" } },
      actor: { id: staff.id },
      now,
    });
    expect(single).toMatchObject({ count: 1, userId: low!.id });

    const segments = [
      [{ levelMin: 30 }, [high!.id]],
      [{ levelMin: 30, includeBanned: true }, [high!.id, banned!.id]],
      [{ vip: true }, [vip!.id]],
      [{ country: "fr" }, [payerFr!.id]],
      [{ country: "US" }, [payerUs!.id]],
      [{ hasPaid: true }, [payerFr!.id, payerUs!.id]],
      [{ activeSince: minutes(-60) }, [high!.id]],
      [{ levelMin: 2, levelMax: 2, hasPaid: false }, [low!.id]],
    ] as const;
    for (const [segment, expected] of segments) {
      const target = { kind: "segment" as const, segment: { ...segment } };
      expect(await countSegment(deps.db, { target, now })).toBe(expected.length);
      const sent = await sendMessages(deps, {
        target,
        draft: { message: "segment", rewards: { gold: 1 } },
        actor: { id: staff.id },
        now,
      });
      expect(sent.count).toBe(expected.length);
      const recipients = await deps.db.message.findMany({
        where: { batchId: sent.batchId },
        select: { userId: true },
      });
      expect(recipients.map((row) => row.userId).sort()).toEqual([...expected].sort());
    }

    const everyone = await sendMessages(deps, {
      target: { kind: "everyone" },
      draft: { message: "maintenance.compensation", params: { hours: 2 }, rewards: { gems: 10 } },
      actor: { id: staff.id },
      now,
    });
    expect(everyone.count).toBe(everyoneCount);
    const audit = await deps.db.history.findFirstOrThrow({
      where: {
        type: "staff_action",
        actorId: staff.id,
        data: { path: ["batchId"], equals: everyone.batchId },
      },
    });
    expect(audit.data).toMatchObject({
      action: "send_message",
      count: everyoneCount,
      target: { kind: "everyone" },
    });
    const sample = await deps.db.message.findFirstOrThrow({ where: { batchId: everyone.batchId } });
    expect(sample.expiresAt!.getTime()).toBeGreaterThan(now.getTime());

    await expect(
      sendMessages(deps, {
        target: { kind: "player", userId: "00000000-0000-4000-8000-000000000000" },
        draft: { message: "x" },
        actor: { id: staff.id },
        now,
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      sendMessages(deps, {
        target: { kind: "everyone" },
        draft: { message: "x", rewards: { gold: -1 } },
        actor: { id: staff.id },
        now,
      }),
    ).rejects.toThrow();
  });

  it("stores a plain text's title, and refuses a template that speaks of a reward without one", async () => {
    const [player, staff] = await Promise.all([makePlayer(deps.db), makePlayer(deps.db)]);
    const staffActor = { id: staff.id, role: "liveops" as const };
    const target = { kind: "player" as const, userId: player.id };
    const sent = await sendMessages(deps, {
      target,
      draft: { message: "The arena reopens at 10:00.", title: "Maintenance tonight" },
      actor: { id: staff.id },
      now,
    });
    const page = await listInbox(deps, { userId: player.id, now });
    expect(page.messages.find((message) => message.text === "The arena reopens at 10:00.")).toMatchObject({
      title: "Maintenance tonight",
    });
    const history = await getSentMessage(deps, { actor: staffActor, id: sent.id });
    expect(history.title).toBe("Maintenance tonight");
    await expect(
      sendMessages(deps, {
        target,
        draft: { message: "maintenance.compensation", params: { hours: 2 } },
        actor: { id: staff.id },
        now,
      }),
    ).rejects.toMatchObject({
      code: "validation_failed",
      details: { fields: { "draft.rewards": expect.any(String) } },
    });
    const gift = await sendMessages(deps, {
      target,
      draft: { message: "maintenance.compensation", params: { hours: "1" }, rewards: { gems: 10 } },
      actor: { id: staff.id },
      now,
    });
    expect((await getSentMessage(deps, { actor: staffActor, id: gift.id })).text).toBe(
      "The arena was closed for 1 hour of maintenance. Please accept 10 gems as compensation.",
    );
  });
});
