// A fingerprint of whole tables, to assert that an operation changed nothing.
import type { Db } from "../../api/src/db.ts";

export async function tableSnapshot(db: Db, tables: string[]): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    if (!/^[A-Za-z]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    const [row] = await db.$queryRawUnsafe<{ hash: string }[]>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${table}" t`,
    );
    snapshot[table] = row?.hash ?? "";
  }
  return snapshot;
}
