// A broadcast is one set-based INSERT … SELECT, on a real PostgreSQL with
// 10 000 players: the use case issues exactly one statement, whose returned
// row count is the number of messages written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { insertMessagesFor, MessageDraftSchema, sendMessages } from "./send-messages.ts";

describe.runIf(process.env.DATABASE_URL)("broadcast to 10 000 players on PostgreSQL", () => {
  let deps: AppDeps & { close(): Promise<void> };
  const players = 10_000;
  beforeAll(async () => {
    deps = await createTestDeps();
    await deps.db.$executeRaw`
      INSERT INTO "User" (email, level) SELECT 'bulk-' || g || '@example.com', 1 + g % 50 FROM generate_series(1, ${players}) g`;
  });
  afterAll(() => deps?.close());

  it("writes 10 000 messages in one statement", async () => {
    const statements: string[] = [];
    const counting = new Proxy(deps.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof property === "string" && property.startsWith("$") && typeof value === "function") {
          return (...args: unknown[]) => {
            statements.push(property);
            return value.apply(target, args);
          };
        }
        if (value && typeof value === "object") statements.push(`model:${String(property)}`);
        return value;
      },
    }) as Db;
    const started = performance.now();
    const count = await insertMessagesFor(counting, {
      target: { kind: "everyone", includeBanned: false },
      draft: MessageDraftSchema.parse({
        message: "maintenance.compensation",
        params: { hours: 2 },
        rewards: { gold: 200 },
      }),
      now: new Date(),
      batchId: "bulk-test",
    });
    const ms = performance.now() - started;
    expect(statements).toEqual(["$executeRaw"]);
    expect(count).toBe(players);
    expect(await deps.db.message.count({ where: { batchId: "bulk-test" } })).toBe(players);
    console.info(`broadcast of ${players} messages in one statement: ${ms.toFixed(0)} ms`);
  });

  it("the staff use case sends to a segment of the 10 000 and audits the count", async () => {
    const sent = await sendMessages(deps, {
      target: { kind: "segment", segment: { levelMin: 41 } },
      draft: { message: "Veterans' gift", rewards: { gems: 5 } },
      actor: { id: null },
      now: new Date(),
    });
    expect(sent.count).toBe(2000);
    expect(await deps.db.message.count({ where: { batchId: sent.batchId } })).toBe(2000);
  });
});
