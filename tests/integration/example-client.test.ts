// The example headless client (examples/headless-client) against the server as
// `npm start` runs it, seeded with the demo world: it runs as a child process,
// exits 0, says each step, and leaves what it says in the database: a guest
// with a team, three battles won, the quests claimed and their gold in the
// wallet, a rank on the day's board, and its sign-in ended (docs/decisions/128).
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../api/src/db/schema-engine.ts";
import { openDatabase } from "../../api/src/db.ts";
import { runAdminSql } from "../support/postgres.ts";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../support/server-process.ts";

const postgresUrl = process.env.DATABASE_URL;
const databaseName = `arena_example_${randomBytes(4).toString("hex")}`;
let databaseUrl: string | undefined;
let dataDir: string | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (postgresUrl) {
    await runAdminSql(postgresUrl, [`CREATE DATABASE "${databaseName}"`]);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "example-client-test-secret",
      SEED: "if-empty",
      ALLOW_DEMO_SEED: "true",
    });
  } else {
    // A folder rather than memory://, so the test can read the database once the server has stopped.
    dataDir = await mkdtemp(path.join(tmpdir(), "arena-example-"));
    server = await startServerProcess({ DATABASE_URL: undefined, PGLITE_DATA_DIR: dataDir });
  }
}, 240_000);

afterAll(async () => {
  await stopServerProcess(server, "SIGKILL");
  if (postgresUrl) await runAdminSql(postgresUrl, [`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs the example as its README says, with `env` (ARENA_URL, ARENA_DEVICE_ID); resolves with its exit code and output. */
function runExample(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "examples/headless-client/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("the example headless client", () => {
  it("plays a guest's first session against the started server and exits 0", async () => {
    const deviceId = `example-${randomBytes(16).toString("hex")}`;
    const run = await runExample({ ARENA_URL: server!.url, ARENA_DEVICE_ID: deviceId });
    expect(run.stderr, run.stdout).toBe("");
    expect(run.code, run.stdout).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1\. Signed in as a new guest, Guest\d+ \(player [0-9a-f-]{36}\)\.$/),
        "   Live events connected.",
        expect.stringMatching(/^2\. Built Team 1: (\w+ \(level 1\)(, )?){3}; power \d+\.$/),
        "3. Playing the free chapter, 3 campaign battles:",
        expect.stringMatching(/^ {3}Meadow Outskirts: won in \d+ turns, \d+ defeated, \+\d+ gold/),
        "4. Claiming 2 finished quests:",
        '   "Play 3 matches": +100 gold.',
        '   "Win 2 campaign or challenge matches": +150 gold.',
        expect.stringMatching(/^ {3}Wallet: \d+ gold, \d+ gems\.$/),
        expect.stringMatching(/^5\. Rank \d+ on today's campaign wins board, with 3 wins\.$/),
        "6. Signed out.",
      ]),
    );
    const walletGold = Number(/Wallet: (\d+) gold/.exec(run.stdout)![1]);

    // What it said is what the database holds (read once the server has let go of it).
    await stopServerProcess(server);
    const database = await openDatabase({ url: databaseUrl, dataDir, migrate: false });
    try {
      const db = database.prisma;
      const device = await db.deviceLogin.findUniqueOrThrow({
        where: { deviceIdHash: createHash("sha256").update(deviceId).digest("hex") },
        select: { user: { select: { id: true, isGuest: true, freeCurrency: true, campaignProgress: true } } },
      });
      const guest = device.user;
      expect(guest).toMatchObject({ isGuest: true, campaignProgress: 3, freeCurrency: walletGold });
      expect(
        await db.teamMember.count({ where: { team: { slot: 0, inventory: { userId: guest.id } } } }),
      ).toBe(3);
      const battles = await db.matchReport.findMany({
        where: { userId: guest.id },
        select: { reporter: true, won: true, map: true },
        orderBy: { id: "asc" },
      });
      expect(battles).toEqual(
        ["meadow-outskirts", "whispering-woods", "mossy-caverns"].map((map) => ({
          reporter: "simulation",
          won: true,
          map,
        })),
      );
      const claimed = await db.quest.findMany({
        where: { userId: guest.id, isClaimed: true },
        select: { name: true },
        orderBy: { name: "asc" },
      });
      expect(claimed.map((quest) => quest.name)).toEqual(["daily-play-3", "daily-pve-wins-2"]);
      // The quests' gold went through the ledger into the wallet.
      const questGold = await db.history.findMany({
        where: { userId: guest.id, type: "currency", data: { path: ["reason"], equals: "quest_reward" } },
        select: { data: true },
      });
      expect(questGold.map((row) => (row.data as { delta: number }).delta).sort()).toEqual([100, 150]);
      const sessions = await db.clientSession.findMany({
        where: { userId: guest.id },
        select: { clientName: true, revokedReason: true },
      });
      expect(sessions).toEqual([{ clientName: "Headless example client", revokedReason: "signed_out" }]);
    } finally {
      await database.close();
    }
  });
});
