// Crash safety (docs/decisions/094-crash-safety.md).
// 1. The real server as a child process, on PostgreSQL or an on-disk PGlite
//    folder, under a load of signed-in players (shop purchases, battles, promo
//    codes, gem checkouts whose signed Stripe webhooks arrive, some twice) and
//    of a game server reporting their matches with its key, is killed with
//    SIGKILL mid-load and restarted on the same
//    database; Stripe redelivers every event. Then: balances = ledger, no
//    partial effect, every acknowledged write kept, every Stripe payment
//    credited once, promo counts that add up, and a server that works.
// 2. The daily leaderboard reset, run by the jobs CLI as a child process, is
//    killed mid-run; a restarted scheduler retries the fire, and archives and
//    rewards come out exactly once; a third run changes nothing.
// CI=true runs a shorter load and smaller boards.
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gemPacks } from "../../api/src/catalogue/gem-packs.ts";
import { starterGrant } from "../../api/src/catalogue/new-players.ts";
import { loadEnv } from "../../api/src/config/env.ts";
import { repoRoot } from "../../api/src/db/schema-engine.ts";
import type { Database, PrismaClient } from "../../api/src/db.ts";
import { createDomainEvents } from "../../api/src/events.ts";
import { recountScores } from "../../api/src/leaderboards/score-counts.ts";
import { createLogger } from "../../api/src/logger.ts";
import { setTeamMember } from "../../api/src/teams/edit-team.ts";
import { verifyLedger } from "../../api/src/wallet/verify-ledger.ts";
import { createScheduler } from "../../jobs/src/index.ts";
import { createPersistentTestDatabase, type PersistentTestDatabase } from "../support/database.ts";
import { sessionCookie, setBalance } from "../support/economy.ts";
import { firstMapWin } from "../support/match-reports.ts";
import { makePlayer } from "../support/players.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { type StripeDouble, startStripeDouble } from "../support/stripe-double.ts";
import { deliverStripeEvent, type StripeTestEvent, stripeEvent } from "../support/stripe-webhooks.ts";
import { tableSnapshot } from "../support/table-snapshot.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);
const ci = process.env.CI === "true";
const load = ci ? { players: 4, answersBeforeKill: 40 } : { players: 8, answersBeforeKill: 150 };
const leaderboardEntries = ci || !onPostgres ? 20_000 : 60_000;

const authSecret = "crash-safety-secret-at-least-32-characters";
const webhookSecret = "whsec_crash_safety";
/** The game server's key that reports the players' matches (the bootstrap key). */
const gameServerKey = "crash-safety-game-server-key";
const pack = gemPacks[1];
const slotPrice = 100;

describe(`a server killed under load (${onPostgres ? "PostgreSQL" : "PGlite folder"})`, () => {
  let database: PersistentTestDatabase;
  let stripe: StripeDouble;
  let server: ServerProcess | undefined;
  let serverEnv: Record<string, string | undefined>;

  beforeAll(async () => {
    database = await createPersistentTestDatabase();
    stripe = await startStripeDouble();
    serverEnv = {
      ...database.env,
      AUTH_SECRET: authSecret,
      STRIPE_SECRET_KEY: "sk_test_crash",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: "http",
      PLAYER_WRITES_PER_MINUTE: "1000000",
      GAME_SERVER_KEY: gameServerKey,
      JOBS: "off",
      SEED: "off",
    };
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await server?.exited;
    await stripe?.close();
    await database?.remove();
  });

  it(`keeps every effect whole and every Stripe payment credited once (${load.players} players, killed after ${load.answersBeforeKill} answers)`, async () => {
    // ── the world, written before the server starts (one process at a time opens a PGlite folder)
    const setup = await database.open();
    const { shopItemId, players } = await createWorld(setup.prisma).finally(() => setup.close());

    server = await startServerProcess(serverEnv);

    // ── what the server acknowledged (answered 2xx to), and what Stripe sent
    const acknowledged = {
      purchases: [] as { userId: string; key: string }[],
      matches: [] as { userId: string; matchId: string }[],
      battles: [] as number[],
      redemptions: [] as { userId: string; code: string }[],
    };
    const paidSessions: { userId: string; sessionId: string }[] = [];
    const events: StripeTestEvent[] = [];
    const serverErrors: string[] = [];
    let answers = 0;
    let answersAtKill = 0;
    let lostInFlight = 0;
    let killed = false;

    /** Counts an answer; the one that reaches the mark kills the first server. */
    function answered(target: ServerProcess) {
      answers += 1;
      if (!killed && answers >= load.answersBeforeKill && target === server) {
        killed = true;
        answersAtKill = answers;
        target.child.kill("SIGKILL");
      }
    }

    /** One request; null when the server died before answering (or while answering). */
    async function call(
      target: ServerProcess,
      path: string,
      init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> },
    ): Promise<{ status: number; body: Record<string, unknown> } | null> {
      try {
        const response = await fetch(`${target.url}${path}`, {
          method: init.method ?? "POST",
          headers: {
            "content-type": "application/json",
            ...(init.cookie ? { cookie: init.cookie } : {}),
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
        const body = (await response.json()) as Record<string, unknown>;
        if (response.status >= 500) serverErrors.push(`${path} ${response.status} ${JSON.stringify(body)}`);
        answered(target);
        return { status: response.status, body };
      } catch (error) {
        if (!killed) throw error;
        lostInFlight += 1;
        return null;
      }
    }

    const deliver = async (target: ServerProcess, event: StripeTestEvent) => {
      try {
        const response = await deliverStripeEvent(target.url, event, webhookSecret);
        answered(target);
        if (response.status !== 200) serverErrors.push(`webhook ${response.status} ${await response.text()}`);
        return response.status;
      } catch (error) {
        if (!killed) throw error;
        lostInFlight += 1;
        return null;
      }
    };

    type Player = (typeof players)[number];
    const actions = {
      async purchase(target: ServerProcess, player: Player, step: number) {
        const key = `crash-${player.id.slice(0, 8)}-${step}`;
        const result = await call(target, "/api/shop/purchases", {
          cookie: player.cookie,
          headers: { "idempotency-key": key },
          body: { shopItemId },
        });
        if (result?.status === 200) acknowledged.purchases.push({ userId: player.id, key });
      },
      async match(target: ServerProcess, player: Player, step: number) {
        const matchId = `crash-${player.id.slice(0, 8)}-${step}`;
        const result = await call(target, "/api/matches", {
          headers: { "x-game-server-key": gameServerKey },
          body: { ...firstMapWin(matchId), userId: player.id },
        });
        if (result?.status === 200) acknowledged.matches.push({ userId: player.id, matchId });
      },
      async battle(target: ServerProcess, player: Player) {
        const result = await call(target, "/api/battles", {
          cookie: player.cookie,
          body: { mode: "campaign", map: "meadow-outskirts" },
        });
        if (result?.status === 200) acknowledged.battles.push(Number(result.body.matchReportId));
      },
      async redeem(target: ServerProcess, player: Player, code: string) {
        const result = await call(target, "/api/promo-codes/redeem", {
          cookie: player.cookie,
          body: { code },
        });
        if (result?.status === 200) acknowledged.redemptions.push({ userId: player.id, code });
      },
      async buyGems(target: ServerProcess, player: Player, step: number) {
        const checkout = await call(target, "/api/payments/checkout", {
          cookie: player.cookie,
          body: { packId: pack.id, currency: "eur" },
        });
        if (checkout?.status !== 200) return;
        const sessionId = String(checkout.body.sessionId);
        // The customer pays; Stripe sends the signed event, now and then twice.
        stripe.markPaid(sessionId);
        paidSessions.push({ userId: player.id, sessionId });
        const session = stripe.sessions.get(sessionId)!;
        const completed = stripeEvent("checkout.session.completed", {
          ...session,
          customer_details: { address: { country: "FR" } },
        });
        // The same payment as a second event, as Stripe also sends it: a second credit must not follow.
        const succeeded = stripeEvent("payment_intent.succeeded", {
          id: session.payment_intent,
          object: "payment_intent",
          amount: session.amount_total,
          amount_received: session.amount_total,
          currency: session.currency,
          latest_charge: `ch_${session.payment_intent}`,
          metadata: session.metadata,
        });
        events.push(completed, succeeded);
        const deliveries = step % 3 === 0 ? [completed, succeeded, completed] : [succeeded, completed];
        await Promise.all(deliveries.map((event) => deliver(target, event)));
      },
    };

    async function drive(target: ServerProcess, player: Player, index: number) {
      let promoTries = 0;
      for (let step = 0; !killed; step++) {
        switch ((index + step) % 5) {
          case 0:
            await actions.purchase(target, player, step);
            break;
          case 1:
            await actions.match(target, player, step);
            break;
          case 2:
            await actions.battle(target, player);
            break;
          case 3: {
            // Each code once per player (the promo rate limit counts every attempt).
            const code = promoCodes[promoTries++];
            await (code ? actions.redeem(target, player, code) : actions.purchase(target, player, step));
            break;
          }
          default:
            await actions.buyGems(target, player, step);
        }
      }
    }

    const started = performance.now();
    const running = server;
    await Promise.all(players.map((player, index) => drive(running, player, index)));
    const exitCode = await running.exited;
    const loadSeconds = (performance.now() - started) / 1000;
    expect(killed).toBe(true);
    expect(exitCode).toBeNull(); // killed by a signal, not exited
    expect(serverErrors).toEqual([]);
    // Killed mid-load: requests were in flight.
    expect(lostInFlight).toBeGreaterThan(0);

    // ── restart on the same database; Stripe redelivers every event
    server = await startServerProcess(serverEnv);
    const restarted = server;
    for (const event of events) expect(await deliver(restarted, event)).toBe(200);
    // The server works after the restart.
    const [first] = players;
    await actions.purchase(restarted, first!, 1_000);
    await actions.match(restarted, first!, 1_000);
    await actions.battle(restarted, first!);
    await actions.redeem(restarted, first!, "CRASHAFTER");
    const eventsBefore = events.length;
    await actions.buyGems(restarted, first!, 1_001);
    expect(events).toHaveLength(eventsBefore + 2);
    expect(acknowledged.purchases.at(-1)?.key).toContain("-1000");
    expect(acknowledged.matches.at(-1)?.matchId).toContain("-1000");
    expect(acknowledged.redemptions.at(-1)?.code).toBe("CRASHAFTER");
    expect(serverErrors).toEqual([]);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);

    console.info(
      `crash-safety: killed after ${answersAtKill} answers in ${loadSeconds.toFixed(1)} s; ${lostInFlight} requests lost in flight; ` +
        `acknowledged in all: ${acknowledged.purchases.length} purchases, ${acknowledged.matches.length} reports, ` +
        `${acknowledged.battles.length} battles, ${acknowledged.redemptions.length} redemptions, ` +
        `${paidSessions.length} paid gem checkouts (${events.length} Stripe events, all redelivered)`,
    );

    // ── the checks, on the database both servers wrote
    const checked = await database.open();
    try {
      await checkInvariants(checked, { players, shopItemId, acknowledged, paidSessions, events });
    } finally {
      await checked.close();
    }
  });
});

const promoCodes = ["CRASHGOLD1", "CRASHGOLD2", "CRASHGOLD3"];

/** The shop item, promo codes and signed-in players (team set, gold to spend) the load uses. */
async function createWorld(db: PrismaClient) {
  const env = loadEnv({ NODE_ENV: "production", AUTH_SECRET: authSecret });
  const item = await db.shopItem.create({
    data: {
      name: "Crash Slots",
      category: "slots",
      type: "slots",
      tier: 1,
      price: slotPrice,
      currency: "gold",
      grant: { kind: "slots", inventory: "relicSlots", amount: 1 },
      isAvailable: true,
    },
  });
  await db.promoCode.createMany({
    data: [
      { code: promoCodes[0]!, rewards: { gold: 25 } },
      // Fewer uses than players: some redemptions are refused as used up.
      { code: promoCodes[1]!, rewards: { gold: 40 }, maxUses: Math.max(1, load.players - 2) },
      { code: promoCodes[2]!, rewards: { gold: 15 } },
      { code: "CRASHAFTER", rewards: { gold: 5 } },
    ],
  });
  const players = [];
  for (let index = 0; index < load.players; index++) {
    const player = await makePlayer(db);
    await db.user.update({ where: { id: player.id }, data: { hasGameAccess: true } });
    await setBalance({ db }, player.id, "gold", 1_000_000);
    const monsters = await db.item.findMany({
      where: { inventory: { userId: player.id }, type: "monster" },
      orderBy: { id: "asc" },
    });
    for (const [slot, monster] of monsters.slice(0, 3).entries()) {
      await setTeamMember({ db }, { userId: player.id, teamSlot: 0, slot, monsterId: monster.id });
    }
    const inventory = await db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    players.push({
      id: player.id,
      cookie: await sessionCookie({ db, env }, player.id),
      relicSlotsBefore: inventory.relicSlots,
    });
  }
  return { shopItemId: item.id, players };
}

async function checkInvariants(
  database: Database,
  facts: {
    players: { id: string; relicSlotsBefore: number }[];
    shopItemId: number;
    acknowledged: {
      purchases: { userId: string; key: string }[];
      matches: { userId: string; matchId: string }[];
      battles: number[];
      redemptions: { userId: string; code: string }[];
    };
    paidSessions: { userId: string; sessionId: string }[];
    events: StripeTestEvent[];
  },
) {
  const db = database.prisma;
  const playerIds = facts.players.map((player) => player.id);

  // Balances = ledger, for every player and currency; nothing negative.
  const ledger = await verifyLedger({ db });
  expect(ledger.mismatches).toEqual([]);
  expect(ledger.negativeBalances).toBe(0);

  // Every write the server acknowledged before the kill is still there.
  const purchases = await db.shopItemTransaction.findMany({ where: { userId: { in: playerIds } } });
  const purchaseKeys = new Set(purchases.map((row) => `${row.userId}/${row.idempotencyKey}`));
  for (const purchase of facts.acknowledged.purchases)
    expect(purchaseKeys.has(`${purchase.userId}/${purchase.key}`)).toBe(true);
  const reports = await db.matchReport.findMany({ where: { userId: { in: playerIds } } });
  const reportKeys = new Set(reports.map((row) => `${row.userId}/${row.matchId}`));
  for (const match of facts.acknowledged.matches)
    expect(reportKeys.has(`${match.userId}/${match.matchId}`)).toBe(true);
  const reportIds = new Set(reports.map((row) => row.id));
  for (const battle of facts.acknowledged.battles) expect(reportIds.has(battle)).toBe(true);
  const redemptions = await db.promoCodeRedemption.findMany({
    where: { userId: { in: playerIds } },
    select: { userId: true, promoCode: { select: { code: true } } },
  });
  const redemptionKeys = new Set(redemptions.map((row) => `${row.userId}/${row.promoCode.code}`));
  for (const redemption of facts.acknowledged.redemptions)
    expect(redemptionKeys.has(`${redemption.userId}/${redemption.code}`)).toBe(true);

  // No purchase without its charge and its grant, no charge without its purchase.
  const unpaired = await db.$queryRaw<{ purchaseId: number | null; ref: string | null }[]>`
    WITH charges AS (
      SELECT "data"->>'ref' AS ref, count(*)::int AS n FROM "History"
      WHERE type = 'currency' AND "data"->>'reason' = 'shop_purchase' GROUP BY 1
    )
    SELECT t.id AS "purchaseId", c.ref FROM "ShopItemTransaction" t
    FULL JOIN charges c ON c.ref = 'shopPurchase:' || t.id
    WHERE t.id IS NULL OR c.ref IS NULL OR c.n <> 1`;
  expect(unpaired).toEqual([]);
  for (const player of facts.players) {
    const bought = purchases.filter((row) => row.userId === player.id && row.shopItemId === facts.shopItemId);
    const inventory = await db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    expect(inventory.relicSlots).toBe(player.relicSlotsBefore + bought.length);
  }

  // No match without its rewards, no reward without its match.
  const unrewarded = await db.$queryRaw<{ matchId: string | null; ref: string | null }[]>`
    WITH rewards AS (
      SELECT "userId", "data"->>'ref' AS ref, count(*)::int AS n FROM "History"
      WHERE type = 'currency' AND "data"->>'reason' = 'match_reward' AND "data"->>'currency' = 'gold'
      GROUP BY 1, 2
    ),
    paid AS (
      SELECT "userId", "matchId" FROM "MatchReport" WHERE (result->>'gold')::int > 0
    )
    SELECT p."matchId", r.ref FROM paid p
    FULL JOIN rewards r ON r."userId" = p."userId" AND r.ref = 'match:' || p."matchId"
    WHERE p."matchId" IS NULL OR r.ref IS NULL OR r.n <> 1`;
  expect(unrewarded).toEqual([]);
  const stats = await db.userStats.findMany({ where: { userId: { in: playerIds } } });
  for (const player of facts.players) {
    const played = reports.filter((row) => row.userId === player.id);
    const row = stats.find((candidate) => candidate.userId === player.id);
    expect([row?.pveWins, row?.pveLosses]).toEqual([
      played.filter((report) => report.won).length,
      played.filter((report) => !report.won).length,
    ]);
  }

  // Every Stripe event stored once; every paid checkout credited exactly once.
  const eventIds = [...new Set(facts.events.map((event) => event.id))];
  expect(await db.stripeEvent.count({ where: { id: { in: eventIds } } })).toBe(eventIds.length);
  const transactions = await db.transaction.findMany({ where: { userId: { in: playerIds } } });
  expect(transactions.map((row) => row.checkoutSessionId).sort()).toEqual(
    facts.paidSessions.map((session) => session.sessionId).sort(),
  );
  const gemCredits = await db.$queryRaw<{ ref: string; n: number }[]>`
    SELECT "data"->>'ref' AS ref, count(*)::int AS n FROM "History"
    WHERE type = 'currency' AND "data"->>'reason' = 'gem_purchase' GROUP BY 1`;
  expect(gemCredits.map((row) => row.ref).sort()).toEqual(
    transactions.map((row) => `payment:${row.paymentIntentId}`).sort(),
  );
  expect(gemCredits.filter((row) => row.n !== 1)).toEqual([]);
  const users = await db.user.findMany({ where: { id: { in: playerIds } } });
  for (const user of users) {
    const paid = facts.paidSessions.filter((session) => session.userId === user.id).length;
    expect(user.paidCurrency).toBe(starterGrant.gems + paid * pack.gems);
  }

  // Promo codes: uses counted = redemptions = ledger credits = players' lists, within the cap.
  const codes = await db.promoCode.findMany({ include: { _count: { select: { redemptions: true } } } });
  for (const code of codes) {
    const credits = await db.history.count({
      where: { type: "currency", data: { path: ["ref"], equals: `promo:${code.code}` } },
    });
    const listed = users.filter((user) => user.usedPromoCodes.includes(code.code)).length;
    expect({ code: code.code, uses: code.currentUses, credits, listed }).toEqual({
      code: code.code,
      uses: code._count.redemptions,
      credits: code._count.redemptions,
      listed: code._count.redemptions,
    });
    if (code.maxUses !== null) expect(code.currentUses).toBeLessThanOrEqual(code.maxUses);
  }
}

describe(`a leaderboard reset killed mid-run (${onPostgres ? "PostgreSQL" : "PGlite folder"})`, () => {
  let database: PersistentTestDatabase;
  const job = "reset-daily-leaderboards";
  const boardTypes = ["crash-a", "crash-b", "crash-c"];
  const perBoard = Math.floor(leaderboardEntries / boardTypes.length);
  const now = new Date();
  // The fire the killed run served: today's 00:00 UTC; the boards' period is yesterday.
  const fire = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const yesterday = new Date(fire.getTime() - 24 * 60 * 60 * 1000);

  beforeAll(async () => {
    database = await createPersistentTestDatabase();
  });
  afterAll(() => database?.remove());

  function jobDeps(opened: Database) {
    const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
    return {
      db: opened.prisma,
      dbRead: opened.reader,
      database: opened,
      env: loadEnv({ NODE_ENV: "test", AUTH_SECRET: authSecret, JOBS: "on" }),
      logger,
      events: createDomainEvents((err, event) =>
        logger.error({ err, event }, "domain event listener failed"),
      ),
    };
  }

  function runCli(args: string[]): {
    child: ChildProcess;
    stdout: () => string;
    exited: Promise<number | null>;
  } {
    const child = spawn(process.execPath, ["--import", "tsx", "jobs/src/cli.ts", ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...database.env, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, stdout: () => `${stdout}${stderr}`, exited };
  }

  const leaderboardTables = [
    "Leaderboard",
    "LeaderboardContender",
    "LeaderboardScoreCount",
    "LeaderboardArchive",
    "Message",
  ];

  it(`archives and rewards ${leaderboardEntries} entries exactly once after a kill, and a third run changes nothing`, async () => {
    // ── boards whose day ended at the fire
    const setup = await database.open();
    const boardIds: number[] = [];
    const topScores: number[] = [];
    try {
      const db = setup.prisma;
      await db.$executeRaw`
        INSERT INTO "User" (email)
        SELECT 'crash-board-' || g || '@example.com' FROM generate_series(1, ${perBoard}) g`;
      for (const [index, type] of boardTypes.entries()) {
        const board = await db.leaderboard.create({
          data: { periodicity: "daily", type, periodStart: yesterday },
        });
        boardIds.push(board.id);
        // Scores spread with ties; reachedAt breaks them.
        await db.$executeRaw`
          INSERT INTO "LeaderboardContender" ("leaderboardId", "userId", score, "reachedAt")
          SELECT ${board.id}, u.id, (row_number() OVER (ORDER BY u.id) * ${7919 + index})::int % 50000,
                 ${yesterday}::timestamp + row_number() OVER (ORDER BY u.id) * interval '1 second'
          FROM "User" u WHERE u.email LIKE 'crash-board-%'`;
        const [top] = await db.$queryRaw<{ score: number }[]>`
          SELECT max(score)::int AS score FROM "LeaderboardContender" WHERE "leaderboardId" = ${board.id}`;
        topScores.push(top!.score);
      }
      await recountScores(db);
    } finally {
      await setup.close();
    }

    // ── run 1: the jobs CLI, killed mid-run
    const first = runCli([job, "--now", fire.toISOString()]);
    await waitFor(() => / started$/m.test(first.stdout()), first.exited, "the run to start", first.stdout);
    let closedAtKill: number | null = null;
    if (onPostgres) {
      // Killed once the first board has committed its close, before the run ends.
      const watcher = await database.open();
      try {
        await waitFor(
          async () => {
            const [row] = await watcher.prisma.$queryRaw<{ closed: number }[]>`
              SELECT count(*)::int AS closed FROM "Leaderboard"
              WHERE id IN (${boardIds[0]}, ${boardIds[1]}, ${boardIds[2]}) AND "periodStart" = ${fire}`;
            closedAtKill = row?.closed ?? 0;
            return closedAtKill > 0;
          },
          first.exited,
          "a board to close",
          first.stdout,
        );
      } finally {
        await watcher.close();
      }
    } else {
      // The folder is the child's: no second opener. The run (already querying when `started` is
      // printed) takes most of a second or more; kill it early in, inside the first board's close.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();

    // ── the state the kill left: the run still `running`, the work not all done
    const opened = await database.open();
    try {
      const db = opened.prisma;
      const left = await db.jobRun.findUniqueOrThrow({
        where: { job_scheduledAt: { job, scheduledAt: fire } },
      });
      expect(left.status).toBe("running");
      expect(left.instance).toContain(`:${first.child.pid}:`);
      const unfinished = await db.leaderboardArchive.count({
        where: { leaderboardId: { in: boardIds }, rewardSent: false, rank: { lte: 1000 } },
      });
      const open = await db.leaderboard.count({ where: { id: { in: boardIds }, periodStart: yesterday } });
      expect(open + unfinished).toBeGreaterThan(0);
      console.info(
        `crash-safety: reset killed with ${boardTypes.length - open} of ${boardTypes.length} boards closed` +
          `${closedAtKill === null ? "" : ` (seen ${closedAtKill} closed before the kill)`}, ${unfinished} rewards pending`,
      );

      // ── run 2: a restarted instance retries the fire the dead process left
      const deps = jobDeps(opened);
      const scheduler = createScheduler(deps, { clock: () => new Date(fire.getTime() + 60 * 60 * 1000) });
      const caughtUp = await scheduler.start();
      await scheduler.stop();
      expect(caughtUp.map((run) => [run.job, run.runId, run.trigger, run.status])).toEqual([
        [job, left.id, "catch-up", "succeeded"],
      ]);
      expect(await db.jobRun.count({ where: { job } })).toBe(1);
      console.info(`crash-safety: the retried reset took ${caughtUp[0]?.durationMs} ms`);

      for (const [index, boardId] of boardIds.entries()) {
        const board = await db.leaderboard.findUniqueOrThrow({ where: { id: boardId } });
        expect(board.periodStart).toEqual(fire);
        expect(await db.leaderboardContender.count({ where: { leaderboardId: boardId } })).toBe(0);
        const archived = Math.min(perBoard, 10_000);
        const [archive] = await db.$queryRaw<
          { rows: number; users: number; ranks: number; maxRank: number; top: number }[]
        >`
          SELECT count(*)::int AS rows, count(DISTINCT "userId")::int AS users, count(DISTINCT rank)::int AS ranks,
                 max(rank)::int AS "maxRank", max(score)::int AS top
          FROM "LeaderboardArchive" WHERE "leaderboardId" = ${boardId} AND "periodStart" = ${yesterday}`;
        expect(archive).toEqual({
          rows: archived,
          users: archived,
          ranks: archived,
          maxRank: archived,
          top: topScores[index],
        });
        const rewarded = Math.min(archived, 1000);
        const [messages] = await db.$queryRaw<{ rows: number; users: number }[]>`
          SELECT count(*)::int AS rows, count(DISTINCT "userId")::int AS users FROM "Message"
          WHERE "batchId" = ${`leaderboard:${boardId}:${yesterday.toISOString()}`}`;
        expect(messages).toEqual({ rows: rewarded, users: rewarded });
        expect(
          await db.leaderboardArchive.count({
            where: { leaderboardId: boardId, rewardSent: false, rank: { lte: 1000 } },
          }),
        ).toBe(0);
      }
    } finally {
      await opened.close();
    }

    // ── run 3: the CLI again, an hour later, and another restart: nothing changes
    const before = await snapshot();
    const third = runCli([job, "--now", new Date(fire.getTime() + 60 * 60 * 1000).toISOString()]);
    expect(await third.exited).toBe(0);
    expect(third.stdout()).toMatch(/succeeded in \d+ ms: boards=\d+ reset=0 archived=0 cleared=0 rewarded=0/);
    const reopened = await database.open();
    try {
      const scheduler = createScheduler(jobDeps(reopened), {
        clock: () => new Date(fire.getTime() + 2 * 60 * 60 * 1000),
      });
      expect(await scheduler.start()).toEqual([]);
      await scheduler.stop();
      expect(await tableSnapshot(reopened.prisma, leaderboardTables)).toEqual(before);
    } finally {
      await reopened.close();
    }
  });

  async function snapshot() {
    const opened = await database.open();
    try {
      return await tableSnapshot(opened.prisma, leaderboardTables);
    } finally {
      await opened.close();
    }
  }
});

/** Polls `condition` until true; fails if the process ends first or after 60 s. */
async function waitFor(
  condition: () => boolean | Promise<boolean>,
  exited: Promise<number | null>,
  what: string,
  output: () => string,
): Promise<void> {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (ended) throw new Error(`the process ended before ${what}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
