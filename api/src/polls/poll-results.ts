// A poll's results: every option with its count and share, in one GROUP BY
// over the (type, answer) index. Options nobody chose show 0.
import type { Db } from "../db.ts";
import type { PollView } from "./poll-schemas.ts";

export interface PollResults {
  key: string;
  total: number;
  options: { option: string; count: number; percent: number }[];
}

export async function pollResults(db: Db, poll: Pick<PollView, "key" | "options">): Promise<PollResults> {
  const rows = await db.$queryRaw<{ answer: string; count: number }[]>`
    SELECT answer, count(*)::int AS count FROM "PollResult" WHERE type = ${poll.key} GROUP BY answer`;
  const counts = new Map(rows.map((row) => [row.answer, row.count]));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    key: poll.key,
    total,
    options: poll.options.map((option) => {
      const count = counts.get(option) ?? 0;
      return { option, count, percent: total === 0 ? 0 : Math.round((count / total) * 1000) / 10 };
    }),
  };
}
