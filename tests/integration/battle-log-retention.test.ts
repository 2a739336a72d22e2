// Battle logs are kept for a retention period (docs/decisions/135): the
// prune-battle-logs job, run through the real job control as the console's
// "run now" does, drops the turn-by-turn log of battles older than it and keeps
// the recent ones; the report row and its result stay; the replay of a pruned
// battle answers 404 in words over HTTP and in the game's pages; a second run
// changes nothing; a backlog is cleared in bounded batches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneBattleLogs } from "../../api/src/battles/prune-battle-logs.ts";
import { battleLogRetention } from "../../api/src/battles/rules.ts";
import { dayMs } from "../../api/src/time/utc-day.ts";
import { createProgressionWeb } from "../../api/src/web/progression.ts";
import { signedIn } from "../support/admin-http.ts";
import type { Browser } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { readyToPlay } from "../support/progression.ts";
import { tableSnapshot } from "../support/table-snapshot.ts";

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

async function signedInPlayer() {
  const { account: user, browser } = await signedIn(server, "player");
  await readyToPlay(server.deps, user.id);
  return { user, browser };
}

const get = (browser: Browser, path: string) => browser.fetch(`${server.url}${path}`);

async function playBattle(browser: Browser): Promise<number> {
  const response = await browser.fetch(`${server.url}/api/battles`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "campaign", map: "meadow-outskirts" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { matchReportId: number }).matchReportId;
}

/** The fire the job serves in these tests; battles are dated relative to it. */
const now = new Date("2026-12-07T03:15:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const retentionMs = battleLogRetention.days * dayMs;

async function fightAt(browser: Browser, createdAt: Date): Promise<number> {
  const id = await playBattle(browser);
  await server.deps.db.matchReport.update({ where: { id }, data: { createdAt } });
  return id;
}

async function runJob(at: Date) {
  const started = await server.deps.jobs.start("prune-battle-logs", { now: at, trigger: "manual" });
  const finished = await started.finished;
  expect(finished.status).toBe("succeeded");
  return finished.counts;
}

describe("battle log retention", () => {
  it("drops old battles' logs, keeps recent ones, answers a pruned replay in words, and a second run does nothing", async () => {
    const { user, browser } = await signedInPlayer();
    const old = await fightAt(browser, ago(retentionMs + dayMs));
    const justPast = await fightAt(browser, ago(retentionMs + 60_000));
    const recent = await fightAt(browser, ago(retentionMs - 60_000));
    const today = await fightAt(browser, ago(60_000));
    const before = await server.deps.db.matchReport.findMany({
      where: { userId: user.id },
      orderBy: { id: "asc" },
    });
    expect(before.every((report) => report.log !== null)).toBe(true);

    expect(await runJob(now)).toEqual({ pruned: 2, batches: 1 });

    const after = await server.deps.db.matchReport.findMany({
      where: { userId: user.id },
      orderBy: { id: "asc" },
    });
    const byId = new Map(after.map((report) => [report.id, report]));
    expect(byId.get(old)?.log).toBeNull();
    expect(byId.get(justPast)?.log).toBeNull();
    expect(byId.get(recent)?.log).not.toBeNull();
    expect(byId.get(today)?.log).not.toBeNull();
    // The rows stay, with what they applied: only the log went.
    expect(after.map(({ log: _log, ...rest }) => rest)).toEqual(before.map(({ log: _log, ...rest }) => rest));

    // The replay of a pruned battle: 404 in words, not a 500 or a blank page.
    const pruned = await get(browser, `/api/battles/${old}`);
    expect(pruned.status).toBe(404);
    const body = (await pruned.json()) as {
      error: { code: string; message: string; details?: { reason?: string } };
    };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toBe(
      `This battle's replay is no longer kept: replays are kept for ${battleLogRetention.days} days after the battle.`,
    );
    expect(body.error.details?.reason).toBe("replay_expired");
    // The game's battle page (/battle/<id>) reads it through the same use case.
    const page = await createProgressionWeb(server.deps).battle(user.id, old);
    expect(page).toMatchObject({ ok: false, status: 404 });
    expect(page.ok ? "" : page.message).toContain("no longer kept");
    // A battle still kept replays as before; another player's is still plain not found.
    const kept = await get(browser, `/api/battles/${recent}`);
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { outcome: { events: unknown[] } }).outcome.events.length).toBeGreaterThan(
      0,
    );
    const other = await signedInPlayer();
    const notYours = await get(other.browser, `/api/battles/${old}`);
    expect(notYours.status).toBe(404);
    expect(((await notYours.json()) as { error: { message: string } }).error.message).toBe("No such battle.");

    // A second run (its own fire, 30 s later: no battle has crossed the line since) changes nothing.
    const snapshot = await tableSnapshot(server.deps.db, ["MatchReport"]);
    expect(await runJob(new Date(now.getTime() + 30_000))).toEqual({ pruned: 0, batches: 1 });
    expect(await tableSnapshot(server.deps.db, ["MatchReport"])).toEqual(snapshot);
  });

  it("clears a backlog in bounded batches, through the partial index of the logs still kept", async () => {
    const { user, browser } = await signedInPlayer();
    const backlog = [];
    for (let day = 1; day <= 5; day++) backlog.push(await fightAt(browser, ago(retentionMs + day * dayMs)));
    // The use case itself, for the same fire (the first test's recent battles stay kept).
    const cleared = await pruneBattleLogs(server.deps, { now, batchSize: 2 });
    expect(cleared).toEqual({ pruned: 5, batches: 3 });
    expect(await server.deps.db.matchReport.count({ where: { userId: user.id } })).toBe(backlog.length);
    const withLog = await server.deps.db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) FROM "MatchReport" WHERE "userId" = ${user.id}::uuid AND log IS NOT NULL`;
    expect(Number(withLog[0]?.count)).toBe(0);

    const [index] = await server.deps.db.$queryRaw<{ indexdef: string }[]>`
      SELECT indexdef FROM pg_indexes WHERE indexname = 'MatchReport_createdAt_with_log_idx'`;
    expect(index?.indexdef).toContain('("createdAt") WHERE (log IS NOT NULL)');
  });
});
