import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import type { AppDeps } from "../context.ts";
import { answerPoll } from "./answer-poll.ts";
import { createPoll } from "./create-poll.ts";
import { updatePoll } from "./update-poll.ts";

let deps: AppDeps & { close(): Promise<void> };
const during = new Date("2026-05-03T12:00:00Z");

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
  // An answer freezes the options.
  const player = await makePlayer(deps.db);
  await answerPoll(deps, { userId: player.id, key: "best-element", answer: "Water", now: during });
});
afterAll(() => deps.close());

describe("staff changing a poll", () => {
  it("staff cannot change the options of a poll with answers, nor reuse a key", async () => {
    await expect(
      updatePoll(deps, {
        actor: { id: null },
        key: "best-element",
        poll: {
          question: "Which element is the best?",
          options: ["Fire", "Water"],
          startsAt: new Date("2026-05-01T10:00:00Z"),
          endsAt: new Date("2026-05-09T10:00:00Z"),
        },
      }),
    ).rejects.toMatchObject({ status: 409 });
    const moved = await updatePoll(deps, {
      actor: { id: null },
      key: "best-element",
      poll: {
        question: "Which element is the best?",
        options: ["Fire", "Water", "Nature"],
        startsAt: new Date("2026-05-01T10:00:00Z"),
        endsAt: new Date("2026-05-09T10:00:00Z"),
        rewards: { gold: 25 },
      },
    });
    expect(moved.endsAt).toEqual(new Date("2026-05-09T10:00:00Z"));
    await expect(
      createPoll(deps, {
        actor: { id: null },
        poll: {
          key: "best-element",
          question: "Again the same key?",
          options: ["a", "b"],
          startsAt: during,
          endsAt: new Date("2026-07-01T00:00:00Z"),
        },
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
