// Helpers for tests that run against a real PostgreSQL (DATABASE_URL set).
import pg from "pg";

/** The same server, connected to its maintenance database. */
export function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  return admin.toString();
}

export function templateDatabaseName(): string {
  return `arena_test_template_${process.pid}`;
}

export async function runAdminSql(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
