// Concurrent shop purchases against PostgreSQL, beside pgbench's built-in
// tpcb-like transaction on the same server with the same client count.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench -- purchase [seconds] [clients,...]
//
// Both run on scratch databases created next to DATABASE_URL's (dropped
// afterwards). Each client is its own player buying a 1-gold slots item in a
// loop (real purchases: inventory lock, idempotency row, wallet debit with its
// ledger row, grant), bounded by time and by count.
import { execFile } from "node:child_process";
import { cpus } from "node:os";
import { promisify } from "node:util";
import { createPlayer } from "../api/src/auth/accounts.ts";
import { openDatabase } from "../api/src/db.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { purchaseShopItem } from "../api/src/shop/purchase-shop-item.ts";
import { verifyLedger } from "../api/src/wallet/verify-ledger.ts";
import { credit } from "../api/src/wallet/wallet.ts";
import { adminQuery, databaseUrl } from "./support/database.ts";
import { percentile } from "./support/stats.ts";

const run$ = promisify(execFile);
const maxPurchasesPerRun = 2_000_000;

async function purchaseThroughput(url: string, clients: number, seconds: number) {
  // The application's own client (api/src/db.ts), a connection per client.
  const database = await openDatabase({ url, migrate: false, poolSize: clients });
  const db = database.prisma;
  try {
    const item = await db.shopItem.upsert({
      where: { name: "Bench Relic Slot" },
      create: {
        name: "Bench Relic Slot",
        category: "slots",
        type: "slots",
        tier: 1,
        price: 1,
        currency: "gold",
        grant: { kind: "slots", inventory: "relicSlots", amount: 1 },
        isAvailable: true,
      },
      update: {},
    });
    const players: string[] = [];
    for (let index = 0; index < clients; index++) {
      const player = await db.$transaction(async (tx) => {
        const made = await createPlayer(tx, {
          email: `bench-${clients}-${index}-${Date.now()}@example.com`,
          displayName: `Bench${clients}x${index}`,
        });
        await credit(tx, {
          userId: made.id,
          currency: "gold",
          amount: maxPurchasesPerRun,
          reason: "staff_grant",
        });
        return made;
      });
      players.push(player.id);
    }
    const latencies: number[] = [];
    let failures = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    // The real event emitter: announcing the wallet after commit is part of a purchase.
    const deps = { db, events: createDomainEvents() };
    await Promise.all(
      players.map(async (userId, client) => {
        for (let n = 0; performance.now() < deadline && latencies.length < maxPurchasesPerRun; n++) {
          const begin = performance.now();
          try {
            await purchaseShopItem(deps, {
              userId,
              shopItemId: item.id,
              idempotencyKey: `bench-${clients}-${client}-${n}`,
              now: new Date(),
            });
            latencies.push(performance.now() - begin);
          } catch (error) {
            failures += 1;
            if (failures <= 3) console.error(error);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const ledger = await verifyLedger({ db });
    return {
      purchases: latencies.length,
      failures,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      ledgerOk: ledger.mismatches.length === 0 && ledger.negativeBalances === 0,
    };
  } finally {
    await database.close();
  }
}

function pgbenchArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  return {
    args: [
      "-h",
      parsed.hostname,
      "-p",
      parsed.port || "5432",
      "-U",
      decodeURIComponent(parsed.username || "postgres"),
    ],
    env: { ...process.env, ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}) },
  };
}

async function pgbenchTps(url: string, database: string, clients: number, seconds: number): Promise<number> {
  const { args, env } = pgbenchArgs(url);
  const threads = Math.max(1, Math.min(clients, cpus().length));
  const { stdout } = await run$(
    "pgbench",
    [
      ...args,
      "-n",
      "-b",
      "tpcb-like",
      "-c",
      String(clients),
      "-j",
      String(threads),
      "-T",
      String(seconds),
      database,
    ],
    { env, maxBuffer: 10 * 1024 * 1024, timeout: (seconds + 120) * 1000 },
  );
  const match = stdout.match(/tps = ([\d.]+) \(without initial connection time\)/);
  if (!match) throw new Error(`cannot read pgbench's tps:\n${stdout}`);
  return Number(match[1]);
}

export async function main(args: string[]): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("The purchase benchmark needs PostgreSQL: set DATABASE_URL.");
  const seconds = Math.min(Math.max(Number(args[0] ?? 10), 1), 600);
  const clientCounts = (args[1] ?? "16,64")
    .split(",")
    .map(Number)
    .filter((count) => Number.isInteger(count) && count > 0 && count <= 512);
  const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? Math.max(...clientCounts));
  const suffix = process.pid;
  const arenaDb = `arena_bench_purchase_${suffix}`;
  const pgbenchDb = `arena_bench_pgbench_${suffix}`;
  const arenaUrl = databaseUrl(base, arenaDb);

  console.log(
    `purchase benchmark: ${seconds} s per run, clients ${clientCounts.join(", ")}, pgbench scale ${scale}`,
  );
  await adminQuery(base, [`CREATE DATABASE "${arenaDb}"`, `CREATE DATABASE "${pgbenchDb}"`]);
  try {
    const migrated = await openDatabase({ url: arenaUrl });
    await migrated.close();
    const { args: connection, env } = pgbenchArgs(base);
    await run$("pgbench", [...connection, "-i", "-q", "-s", String(scale), pgbenchDb], {
      env,
      maxBuffer: 10 * 1024 * 1024,
      timeout: 600_000,
    });

    const rows: string[] = [];
    for (const clients of clientCounts) {
      const purchases = await purchaseThroughput(arenaUrl, clients, seconds);
      const tps = await pgbenchTps(base, pgbenchDb, clients, seconds);
      rows.push(
        [
          String(clients).padStart(7),
          purchases.perSecond.toFixed(1).padStart(12),
          purchases.p50.toFixed(2).padStart(8),
          purchases.p99.toFixed(2).padStart(8),
          tps.toFixed(1).padStart(12),
          (purchases.perSecond / tps).toFixed(3).padStart(7),
          `${purchases.purchases} ok, ${purchases.failures} failed, ledger ${purchases.ledgerOk ? "ok" : "MISMATCH"}`,
        ].join(" │ "),
      );
      console.log(rows.at(-1));
    }
    console.log("");
    console.log("clients │ purchases/s │ p50 ms │ p99 ms │ pgbench tps │  ratio │ notes");
    for (const row of rows) console.log(row);
  } finally {
    await adminQuery(base, [
      `DROP DATABASE IF EXISTS "${arenaDb}" WITH (FORCE)`,
      `DROP DATABASE IF EXISTS "${pgbenchDb}" WITH (FORCE)`,
    ]);
  }
}
