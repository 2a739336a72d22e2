// Every entry point reads .env: `npm run db:migrate` with PGLITE_DATA_DIR (or
// DATABASE_URL) in the file migrates that database, and a variable set in the
// environment wins over the file.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../db/schema-engine.ts";

const run = promisify(execFile);
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A temporary folder with a .env that points the embedded database into that folder. */
async function envFile(): Promise<{ file: string; dataDir: string }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "arena-dotenv-"));
  folders.push(folder);
  const file = path.join(folder, ".env");
  const dataDir = path.join(folder, "db");
  await writeFile(file, `# the embedded database of this test\nPGLITE_DATA_DIR=${dataDir}\n`);
  return { file, dataDir };
}

/** `npm run db:migrate` as a user runs it, with the environment given and no DATABASE_URL of the test run's own. */
function dbMigrate(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, PGLITE_DATA_DIR: _alsoIgnored, ...inherited } = process.env;
  return run(process.execPath, ["--import", "tsx", "api/src/db/cli.ts", "migrate"], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
  });
}

// It needs no PostgreSQL (the file points at an embedded folder): the embedded pass covers it.
describe.runIf(!process.env.DATABASE_URL)("settings from .env", () => {
  it("db:migrate migrates the database the file names", async () => {
    const { file, dataDir } = await envFile();
    const { stdout } = await dbMigrate({ ENV_FILE: file });
    expect(stdout).toContain(`PGlite ${dataDir}: applied`);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
  });

  it("a variable set in the environment wins over the file", async () => {
    const fromFile = await envFile();
    const fromEnv = await mkdtemp(path.join(os.tmpdir(), "arena-dotenv-env-"));
    folders.push(fromEnv);
    const { stdout } = await dbMigrate({
      ENV_FILE: fromFile.file,
      PGLITE_DATA_DIR: path.join(fromEnv, "db"),
    });
    expect(stdout).toContain(`PGlite ${path.join(fromEnv, "db")}`);
    expect(existsSync(fromFile.dataDir)).toBe(false);
  });

  it("a missing ENV_FILE is an error, not a silent fallback", async () => {
    await expect(dbMigrate({ ENV_FILE: path.join(os.tmpdir(), "arena-no-such.env") })).rejects.toThrow(
      /ENV_FILE names .* which does not exist/,
    );
  });
});
