// Where account mail goes (docs/decisions/103, 113): through SMTP when SMTP_URL is set;
// else into the local outbox only in the local demo world (the same condition that
// allows the demo world's published accounts); else nowhere, and nothing claims it went.
import { describe, expect, it } from "vitest";
import { demoSeedRefused, isLocalDemoWorld, loadEnv } from "../config/env.ts";
import { createLogger } from "../logger.ts";
import { type MailDelivery, mailDelivery, mailer, replacedMails } from "./mailer.ts";

const smtp = { SMTP_URL: "smtp://mail.internal:587" };
const postgres = { DATABASE_URL: "postgresql://arena@db.internal:5432/arena", AUTH_SECRET: "x".repeat(40) };

const cases: {
  what: string;
  env: NodeJS.ProcessEnv;
  database: "pglite" | "postgres";
  expected: MailDelivery;
}[] = [
  {
    what: "npm start: production, embedded database",
    env: { NODE_ENV: "production" },
    database: "pglite",
    expected: "outbox",
  },
  { what: "npm run dev", env: { NODE_ENV: "development" }, database: "pglite", expected: "outbox" },
  {
    what: "npm run dev on PostgreSQL",
    env: { NODE_ENV: "development", ...postgres },
    database: "postgres",
    expected: "outbox",
  },
  { what: "tests", env: { NODE_ENV: "test" }, database: "pglite", expected: "outbox" },
  {
    what: "a deployment: production on PostgreSQL",
    env: { NODE_ENV: "production", ...postgres },
    database: "postgres",
    expected: "off",
  },
  {
    what: "a throwaway trial (ALLOW_DEMO_SEED=true) on PostgreSQL: still a deployment's server",
    env: { NODE_ENV: "production", ...postgres, ALLOW_DEMO_SEED: "true" },
    database: "postgres",
    expected: "off",
  },
  {
    what: "SMTP_URL on the embedded database",
    env: { NODE_ENV: "production", ...smtp },
    database: "pglite",
    expected: "smtp",
  },
  {
    what: "SMTP_URL in a deployment",
    env: { NODE_ENV: "production", ...postgres, ...smtp },
    database: "postgres",
    expected: "smtp",
  },
  {
    what: "SMTP_URL in development",
    env: { NODE_ENV: "development", ...smtp },
    database: "pglite",
    expected: "smtp",
  },
];

describe("mail delivery", () => {
  it.each(cases)("$what: $expected", ({ env, database, expected }) => {
    expect(mailDelivery(loadEnv(env), database)).toBe(expected);
  });

  it("keeps the outbox to the servers where the demo world's published accounts are allowed without opting in", () => {
    for (const { env, database } of cases) {
      const parsed = loadEnv(env);
      const outboxAllowed = isLocalDemoWorld(parsed, database);
      expect(outboxAllowed).toBe(!demoSeedRefused({ ...parsed, ALLOW_DEMO_SEED: false }, database));
      if (mailDelivery(parsed, database) === "outbox") expect(outboxAllowed).toBe(true);
    }
  });

  it("keeps sent mail for the outbox, newest first, only when delivering to it", async () => {
    const logger = createLogger("silent");
    const local = mailer({
      env: loadEnv({ NODE_ENV: "production" }),
      logger,
      database: { kind: "pglite" } as never,
    });
    const off = mailer({
      env: loadEnv({ NODE_ENV: "production", ...postgres }),
      logger,
      database: { kind: "postgres" } as never,
    });
    const mail = (subject: string) => ({ to: "a@example.com", subject, text: subject, html: subject });
    await local.send(mail("first"));
    await local.send(mail("second"));
    await off.send(mail("lost"));
    expect(local.outbox().map((kept) => kept.subject)).toEqual(["second", "first"]);
    expect(off.delivery).toBe("off");
    expect(off.outbox()).toEqual([]);
  });

  it("marks a kept mail whose link a newer mail for the same account and purpose replaced", async () => {
    const local = mailer({
      env: loadEnv({ NODE_ENV: "production" }),
      logger: createLogger("silent"),
      database: { kind: "pglite" } as never,
    });
    const mail = (subject: string) => ({ to: "a@example.com", subject, text: subject, html: subject });
    await local.send(mail("reset 1"), "password_reset:u1");
    await local.send(mail("confirm"), "email_verification:u1");
    await local.send(mail("other player's reset"), "password_reset:u2");
    await local.send(mail("reset 2"), "password_reset:u1");
    const replaced = [...replacedMails(local.outbox())].map((kept) => kept.subject);
    expect(replaced).toEqual(["reset 1"]);
  });
});
