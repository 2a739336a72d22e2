// The webhook sender when PostgreSQL is lost (docs/decisions/095, 126): the
// sender loop (as api/src/main.ts runs it) over a private PostgreSQL cluster
// that is stopped as in a crash and started again. It says once that the
// database is unreachable, never throws out of its loop (an unhandled
// rejection would fail this file), and delivers what was due once the
// database answers again.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../api/src/db.ts";
import { recordWebhookEvent } from "../../api/src/webhooks/record-webhook-event.ts";
import { startWebhookSender } from "../../api/src/webhooks/webhook-sender.ts";
import { type LocalPostgres, localServicesAvailable, startLocalPostgres } from "../support/local-services.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(localServicesAvailable.postgres)("the webhook sender while PostgreSQL is down", () => {
  let cluster: LocalPostgres;
  let database: Database;

  beforeAll(async () => {
    cluster = await startLocalPostgres();
    database = await openDatabase({ url: await cluster.createDatabase("arena_webhooks_outage") });
  });
  afterAll(async () => {
    await database?.close();
    await cluster?.destroy();
  });

  it("degrades while the database is away and delivers once it is back", async () => {
    const bodies: string[] = [];
    const receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        bodies.push(body);
        response.end("ok");
      });
    });
    receiver.listen(0, "127.0.0.1");
    await once(receiver, "listening");
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await database.prisma.webhookEndpoint.create({
      data: { url, events: ["player.level_up"], secret: "whsec_outage-test-secret-0000000000" },
    });

    const lines: { msg: string }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const sender = startWebhookSender({ db: database.prisma, logger }, { pollMs: 50, retryWhileDownMs: 200 });
    try {
      await cluster.stop("immediate");
      await sleep(1_500);
      const unreachable = lines.filter((line) => line.msg.includes("database unreachable"));
      expect(unreachable).toHaveLength(1);

      await cluster.start();
      // The first statements after the restart may still meet the dropped connections.
      let recorded = false;
      for (let attempt = 0; attempt < 50 && !recorded; attempt++) {
        try {
          await database.prisma.$transaction((tx) =>
            recordWebhookEvent(tx, "player.level_up", { userId: crypto.randomUUID(), level: 2 }),
          );
          recorded = true;
        } catch {
          await sleep(200);
        }
      }
      expect(recorded).toBe(true);
      const back = () => lines.some((line) => line.msg.includes("database back"));
      const deadline = Date.now() + 10_000;
      while ((bodies.length === 0 || !back()) && Date.now() < deadline) await sleep(50);
      expect(bodies.map((body) => JSON.parse(body).type)).toEqual(["player.level_up"]);
      expect(back()).toBe(true);
    } finally {
      await sender.stop();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
