// A fingerprint of whole tables (row count and a hash of every row), to assert
// that an operation changed nothing.
import type { Db } from "../../api/src/db.ts";

export async function tableSnapshot(db: Db, tables: string[]): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    if (!/^[A-Za-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    const [row] = await db.$queryRawUnsafe<{ fingerprint: string }[]>(
      `SELECT count(*) || ' rows, ' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS fingerprint FROM "${table}" t`,
    );
    snapshot[table] = row?.fingerprint ?? "";
  }
  return snapshot;
}

/** Every table of the application's schema (not the migrations' bookkeeping). */
export async function allTables(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
    ORDER BY table_name`;
  return rows.map((row) => row.name);
}
