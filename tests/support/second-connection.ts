// A second, independent connection to a test file's database, as a second
// server instance would have. PGlite is one in-process connection, so there
// the "second" connection is the same one.
import { type Database, openDatabase } from "../../api/src/db.ts";

export async function openSecondConnection(database: Database): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (database.kind === "pglite" || !url) return { ...database, close: async () => {} };
  const [row] = await database.prisma.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
  const target = new URL(url);
  target.pathname = `/${row?.name}`;
  return openDatabase({ url: target.toString(), migrate: false });
}
