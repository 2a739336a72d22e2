// The demo world's staff accounts have published passwords: it is never seeded
// into PostgreSQL under NODE_ENV=production without ALLOW_DEMO_SEED=true,
// neither by the server (SEED=if-empty) nor by `npm run db:seed`.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSeedRefused, loadEnv } from "../api/src/config/env.ts";
import { repoRoot } from "../api/src/db/schema-engine.ts";
import { createPersistentTestDatabase, type PersistentTestDatabase } from "../tests/support/database.ts";

const run = promisify(execFile);
const production = {
  NODE_ENV: "production" as const,
  DATABASE_URL: "postgresql://arena@db.internal:5432/arena",
  AUTH_SECRET: "a-production-secret-of-at-least-32-chars",
};

describe("the demo seed's production guard", () => {
  it("a production server on PostgreSQL with SEED=if-empty refuses to start", () => {
    expect(() => loadEnv({ ...production, SEED: "if-empty" })).toThrow(/SEED: .*published passwords/);
    expect(loadEnv({ ...production, SEED: "if-empty", ALLOW_DEMO_SEED: "true" }).SEED).toBe("if-empty");
    expect(loadEnv({ ...production, SEED: "off" }).SEED).toBe("off");
    expect(loadEnv({ ...production }).SEED).toBe("auto"); // auto seeds only the embedded database
  });

  it("the embedded database (npm start's demo world) and development are not guarded", () => {
    const env = loadEnv({ NODE_ENV: "production" });
    expect(demoSeedRefused(env, "pglite")).toBe(false);
    expect(demoSeedRefused(loadEnv({ NODE_ENV: "development" }), "postgres")).toBe(false);
    expect(demoSeedRefused(env, "postgres")).toBe(true);
  });
});

describe.runIf(process.env.DATABASE_URL)("npm run db:seed in production on PostgreSQL", () => {
  let database: PersistentTestDatabase;
  beforeAll(async () => {
    database = await createPersistentTestDatabase();
  });
  afterAll(() => database?.remove());

  it("is refused with the reason and seeds nothing", async () => {
    const failed = await run(process.execPath, ["--import", "tsx", "prisma/seed.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...database.env,
        NODE_ENV: "production",
        AUTH_SECRET: production.AUTH_SECRET,
        ALLOW_DEMO_SEED: "",
      },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain("Refused: the demo world's accounts");
    const opened = await database.open();
    try {
      expect(await opened.prisma.user.count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
