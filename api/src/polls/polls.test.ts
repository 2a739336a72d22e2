import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { answerPoll } from "./answer-poll.ts";
import { createPoll } from "./create-poll.ts";
import { currentPoll } from "./current-poll.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
  await createPoll(deps, {
    actor: { id: null },
    poll: {
      key: "best-element",
      question: "Which element is the best?",
      options: ["Fire", "Water", "Nature"],
      startsAt: new Date("2026-05-01T10:00:00Z"),
      endsAt: new Date("2026-05-08T10:00:00Z"),
      rewards: { gold: 25 },
    },
  });
  await createPoll(deps, {
    actor: { id: null },
    poll: {
      key: "later-poll",
      question: "A poll that starts later?",
      options: ["Yes", "No"],
      startsAt: new Date("2026-06-01T00:00:00Z"),
      endsAt: new Date("2026-06-08T00:00:00Z"),
    },
  });
});
afterAll(() => deps.close());

const during = new Date("2026-05-03T12:00:00Z");

describe("polls", () => {
  it("shows the current poll, takes one answer with its reward, then shows results", async () => {
    const player = await makePlayer(deps.db);
    const before = await currentPoll(deps, { userId: player.id, now: during });
    expect(before).toMatchObject({ poll: { key: "best-element" }, answer: null, results: null });
    expect(await currentPoll(deps, { userId: player.id, now: new Date("2026-05-20T00:00:00Z") })).toBeNull();

    const gold = (await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency;
    const answered = await answerPoll(deps, {
      userId: player.id,
      key: "best-element",
      answer: "Water",
      now: during,
    });
    expect(answered.reward?.granted).toEqual({ gold: 25 });
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency).toBe(gold + 25);
    const row = await deps.db.pollResult.findFirstOrThrow({ where: { userId: player.id } });
    expect(row).toMatchObject({ type: "best-element", answer: "Water", answerDate: during });
    expect(row.pollDate.toISOString()).toBe("2026-05-01T00:00:00.000Z");

    const after = await currentPoll(deps, { userId: player.id, now: during });
    expect(after?.answer).toBe("Water");
    expect(after?.results?.options.find((option) => option.option === "Water")).toMatchObject({ count: 1 });
  });

  it("two answers at once: one row, one reward, the other a 409", async () => {
    const player = await makePlayer(deps.db);
    const gold = (await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency;
    const attempts = await Promise.allSettled([
      answerPoll(deps, { userId: player.id, key: "best-element", answer: "Fire", now: during }),
      answerPoll(deps, { userId: player.id, key: "best-element", answer: "Nature", now: during }),
    ]);
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const rejected = attempts.find((attempt) => attempt.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 409 });
    expect(await deps.db.pollResult.count({ where: { userId: player.id, type: "best-element" } })).toBe(1);
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: player.id } })).freeCurrency).toBe(gold + 25);
  });

  it("refuses an answer that is not an option, and polls that ended or have not started", async () => {
    const player = await makePlayer(deps.db);
    await expect(
      answerPoll(deps, { userId: player.id, key: "best-element", answer: "Lava", now: during }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      answerPoll(deps, {
        userId: player.id,
        key: "best-element",
        answer: "Fire",
        now: new Date("2026-05-09T00:00:00Z"),
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      answerPoll(deps, { userId: player.id, key: "later-poll", answer: "Yes", now: during }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("counts results per option with percentages", async () => {
    await deps.db.pollResult.deleteMany({});
    const answers = ["Fire", "Fire", "Fire", "Water"];
    for (const answer of answers) {
      const player = await makePlayer(deps.db);
      await answerPoll(deps, { userId: player.id, key: "best-element", answer, now: during });
    }
    const last = await answerPoll(deps, {
      userId: (await makePlayer(deps.db)).id,
      key: "best-element",
      answer: "Water",
      now: during,
    });
    expect(last.results).toEqual({
      key: "best-element",
      total: 5,
      options: [
        { option: "Fire", count: 3, percent: 60 },
        { option: "Water", count: 2, percent: 40 },
        { option: "Nature", count: 0, percent: 0 },
      ],
    });
  });
});
