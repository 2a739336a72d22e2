import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { tableSnapshot } from "../../../tests/support/table-snapshot.ts";
import type { AppDeps } from "../context.ts";
import { expireVip, vipExpiredMessage } from "./expire-vip.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const now = new Date("2026-11-21T12:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe("expireVip", () => {
  it("ends VIP at or before now, messages exactly those players, announces them, and a re-run changes nothing", async () => {
    const users = await Promise.all(
      [at(-86_400_000), at(-1), at(0), at(1), at(86_400_000), null].map((vipExpiresAt, index) =>
        deps.db.user.create({ data: { email: `vip-${index}@example.com`, vipExpiresAt, totalVipDays: 30 } }),
      ),
    );
    const expiredIds = users.slice(0, 3).map((user) => user.id);
    const announced: string[][] = [];
    const unsubscribe = deps.events.on("vip:expired", ({ userIds }) => announced.push(userIds));

    expect(await expireVip(deps, { now })).toEqual({ expired: 3 });

    const after = await deps.db.user.findMany({ orderBy: { email: "asc" } });
    expect(after.map((user) => user.vipExpiresAt)).toEqual([null, null, null, at(1), at(86_400_000), null]);
    expect(after.every((user) => user.totalVipDays === 30)).toBe(true);
    const messages = await deps.db.message.findMany();
    expect(messages.map((message) => message.userId).sort()).toEqual([...expiredIds].sort());
    for (const message of messages) {
      expect(message.message).toBe(vipExpiredMessage.key);
      expect(message.expiresAt).toEqual(at(vipExpiredMessage.lifetimeDays * 86_400_000));
      expect(message.isRead).toBe(false);
    }
    expect(announced.map((ids) => [...ids].sort())).toEqual([[...expiredIds].sort()]);

    const before = await tableSnapshot(deps.db, ["User", "Message", "History"]);
    expect(await expireVip(deps, { now })).toEqual({ expired: 0 });
    expect(await tableSnapshot(deps.db, ["User", "Message", "History"])).toEqual(before);
    expect(announced).toHaveLength(1);
    unsubscribe();
  });
});
