// The browser tests' server: api/src/main.ts exactly as users run it, on a database of
// its own lane (playwright.config.ts). On the embedded pass each server has its own
// in-memory PGlite; with DATABASE_URL (the PostgreSQL pass) each lane gets a fresh
// database on that server, `<name>_e2e_<lane>`, so the lanes never see each other's
// records and a test that counts rows counts only its own lane's.
import { runAdminSql } from "./postgres.ts";

const lane = process.env.E2E_LANE;
if (process.env.DATABASE_URL && lane) {
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1)}_e2e_${lane}`;
  await runAdminSql(url.toString(), [
    `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    `CREATE DATABASE "${name}"`,
  ]);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import("../../api/src/main.ts");
