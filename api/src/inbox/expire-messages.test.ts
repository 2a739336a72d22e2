import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { tableSnapshot } from "../../../tests/support/table-snapshot.ts";
import type { AppDeps } from "../context.ts";
import { expireMessages } from "./expire-messages.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-11-21T12:00:00.000Z");

describe("expireMessages", () => {
  it("deletes messages expired at or before now in bounded batches, keeps the rest, and a re-run changes nothing", async () => {
    const user = await deps.db.user.create({ data: { email: "inbox@example.com" } });
    const expiresAt = (offsetMs: number | null) =>
      offsetMs === null ? null : new Date(now.getTime() + offsetMs);
    const expired = [...Array(7)].map((_, index) => expiresAt(-index * 60_000));
    const kept = [expiresAt(1), expiresAt(86_400_000), null];
    await deps.db.message.createMany({
      data: [...expired, ...kept].map((at, index) => ({
        userId: user.id,
        message: `m${index}`,
        expiresAt: at,
      })),
    });

    expect(await expireMessages(deps, { now, batchSize: 3 })).toEqual({ deleted: 7, batches: 3 });
    const left = await deps.db.message.findMany({ orderBy: { id: "asc" } });
    expect(left.map((message) => message.expiresAt)).toEqual(kept);

    const before = await tableSnapshot(deps.db, ["Message"]);
    expect(await expireMessages(deps, { now })).toEqual({ deleted: 0, batches: 1 });
    expect(await tableSnapshot(deps.db, ["Message"])).toEqual(before);
  });

  // Two connections hold locks at once only on PostgreSQL (PGlite has one).
  it.runIf(process.env.DATABASE_URL)(
    "steps over a message another transaction holds instead of waiting for it, and the next run deletes it",
    async () => {
      const user = await deps.db.user.create({ data: { email: "held@example.com" } });
      const expiresAt = new Date(now.getTime() - 60_000);
      await deps.db.message.createMany({
        data: ["a", "b", "c"].map((message) => ({ userId: user.id, message, expiresAt })),
      });
      const held = await deps.db.message.findFirstOrThrow({ where: { userId: user.id, message: "b" } });

      // A player collecting message b holds its row while the job runs; the job
      // must finish without it (waiting would never end: the holder waits for the job).
      await deps.db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM "Message" WHERE id = ${held.id} FOR UPDATE`;
          expect(await expireMessages(deps, { now })).toEqual({ deleted: 2, batches: 1 });
        },
        { timeout: 30_000 },
      );
      const left = await deps.db.message.findMany({ where: { userId: user.id }, select: { id: true } });
      expect(left).toEqual([{ id: held.id }]);

      expect(await expireMessages(deps, { now })).toEqual({ deleted: 1, batches: 1 });
      expect(await deps.db.message.count({ where: { userId: user.id } })).toBe(0);
    },
  );
});
