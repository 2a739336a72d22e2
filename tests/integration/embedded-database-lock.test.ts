// One process at a time may open an embedded PGlite folder. `npm run job` on
// the folder a running server holds used to open its own copy of it, and the
// last process to write silently lost the other's writes; it is now refused
// with a message that says what to do, and runs once the folder is free.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../api/src/db/schema-engine.ts";
import type { Database } from "../../api/src/db.ts";
import { createPersistentTestDatabase, type PersistentTestDatabase } from "../support/database.ts";

const run = promisify(execFile);

/** `npm run job -- <name>` as a person runs it, on the test's folder. */
function runJob(folder: PersistentTestDatabase, name: string) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  return run(process.execPath, ["--import", "tsx", "jobs/src/cli.ts", name], {
    cwd: repoRoot,
    env: { ...inherited, ...folder.env, DATABASE_URL: "", LOG_LEVEL: "warn" },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe.runIf(!process.env.DATABASE_URL)("the embedded database is opened by one process at a time", () => {
  let folder: PersistentTestDatabase;
  let holder: Database | undefined;

  beforeAll(async () => {
    folder = await createPersistentTestDatabase();
  });
  afterAll(async () => {
    await holder?.close();
    await folder?.remove();
  });

  it("npm run job is refused while another process holds the folder, and changes nothing", async () => {
    holder = await folder.open();
    const runsBefore = await holder.prisma.jobRun.count();
    const result = await runJob(folder, "daily-reset");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("is open in another process");
    expect(result.stderr).toContain("console's Jobs page");
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(await holder.prisma.jobRun.count()).toBe(runsBefore);
  });

  it("runs, and is recorded, once the folder is free", async () => {
    await holder?.close();
    holder = undefined;
    const result = await runJob(folder, "daily-reset");
    expect(result.code).toBe(0);
    holder = await folder.open();
    const runs = await holder.prisma.jobRun.findMany({ where: { job: "daily-reset" } });
    expect(runs.map((row) => row.status)).toEqual(["succeeded"]);
  });
});
