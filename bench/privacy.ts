// `npm run bench -- privacy [--ledger N] [--messages N] [--runs N]`: a player's
// data download (docs/decisions/129) on PostgreSQL (DATABASE_URL), beside the
// hand-written SQL a DBA would run to dump the same big tables. One player with
// a long history (N gold changes in the ledger, N messages) is generated
// set-based; the use case writes the whole archive (every section, as the
// download does) to a counting sink; the reference reads the ledger and the
// messages in one query each with node-postgres and serialises them with
// JSON.stringify. Printed: the medians and their ratio. (That the archive is
// written a page at a time is tests/integration/privacy-export.test.ts's to show.)
import pg from "pg";
import { z } from "zod";
import { openDatabase } from "../api/src/db.ts";
import { historyTypes } from "../api/src/history/types.ts";
import { archiveChunks, archiveSubject } from "../api/src/privacy/export-archive.ts";
import { scratchDatabase } from "./support/database.ts";
import { benchOptions } from "./support/options.ts";
import { percentile, timed } from "./support/stats.ts";
import { printTable } from "./support/table.ts";

const OptionsSchema = z.strictObject({
  ledger: z.coerce.number().int().min(1000).default(200_000),
  messages: z.coerce.number().int().min(100).default(20_000),
  runs: z.coerce.number().int().min(1).max(20).default(5),
});

async function generate(client: pg.Client, ledger: number, messages: number): Promise<string> {
  const user = await client.query<{ id: string }>(
    `INSERT INTO "User" (email, "updatedAt") VALUES ('long-history@bench.example', now()) RETURNING id`,
  );
  const userId = user.rows[0]!.id;
  await client.query(`INSERT INTO "UserProfile" ("userId", name) VALUES ($1, 'LongHistory')`, [userId]);
  await client.query(
    `INSERT INTO "History" (type, "userId", "createdAt", data)
     SELECT $2, $1::uuid, now() - make_interval(secs => $3::int - i),
       jsonb_build_object('currency', CASE WHEN i % 5 = 0 THEN 'gems' ELSE 'gold' END,
         'delta', 10 + i % 90, 'balance', i * 10, 'reason', 'match_reward', 'ref', 'match:' || i)
     FROM generate_series(1, $3::int) AS i`,
    [userId, historyTypes.currency, ledger],
  );
  await client.query(
    `INSERT INTO "Message" ("userId", message, params, rewards, "createdAt")
     SELECT $1::uuid, 'welcome_gift', '{}'::jsonb, '{"gold": 100}'::jsonb, now() - make_interval(secs => $2::int - i)
     FROM generate_series(1, $2::int) AS i`,
    [userId, messages],
  );
  await client.query("ANALYZE");
  return userId;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function main(argv: string[]): Promise<void> {
  const { ledger, messages, runs } = benchOptions(OptionsSchema, argv);
  const scratch = await scratchDatabase("arena_bench_privacy");
  console.log(
    `privacy benchmark: one player with ${ledger.toLocaleString("en")} ledger rows and ${messages.toLocaleString("en")} messages, ${runs} runs each`,
  );
  try {
    const app = await openDatabase({ url: scratch.url });
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const userId = await generate(client, ledger, messages);
      const useCase = async () => {
        const user = await archiveSubject(app.prisma, userId);
        if (!user) throw new Error("the generated player is missing");
        let bytes = 0;
        for await (const chunk of archiveChunks(app.prisma, user, new Date())) bytes += chunk.length;
        return bytes;
      };
      const handSql = async () => {
        const ledgerRows = await client.query(
          `SELECT id, "createdAt", data FROM "History" WHERE "userId" = $1 AND type = $2 ORDER BY id`,
          [userId, historyTypes.currency],
        );
        const messageRows = await client.query(`SELECT * FROM "Message" WHERE "userId" = $1 ORDER BY id`, [
          userId,
        ]);
        return JSON.stringify({ walletLedger: ledgerRows.rows, messages: messageRows.rows }).length;
      };
      // One warm-up of each (plans, JIT), then alternating runs so drift hits both sides alike.
      await useCase();
      await handSql();
      const sides = { useCase: [] as number[], handSql: [] as number[] };
      let sizes = { useCase: 0, handSql: 0 };
      for (let run = 0; run < runs; run += 1) {
        const a = await timed(useCase);
        const b = await timed(handSql);
        sides.useCase.push(a.ms);
        sides.handSql.push(b.ms);
        sizes = { useCase: a.result, handSql: b.result };
      }
      const [ours, theirs] = [median(sides.useCase), median(sides.handSql)];
      printTable(
        ["download", "median", "JSON written"],
        [
          [
            "archive (every section, keyset pages)",
            `${ours.toFixed(0)} ms`,
            `${(sizes.useCase / 1e6).toFixed(1)} MB`,
          ],
          [
            "hand SQL (ledger + messages, all rows)",
            `${theirs.toFixed(0)} ms`,
            `${(sizes.handSql / 1e6).toFixed(1)} MB`,
          ],
        ],
      );
      console.log(`\nratio (archive / hand SQL): ${(ours / theirs).toFixed(2)}`);
    } finally {
      await client.end();
      await app.close();
    }
  } finally {
    await scratch.drop();
  }
}
