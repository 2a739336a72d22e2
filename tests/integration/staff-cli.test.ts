// A new deployment has no demo accounts: `npm run staff -- <e-mail> admin`
// makes someone who signed up its first admin, recorded in the audit trail.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../api/src/db/schema-engine.ts";
import { createPersistentTestDatabase, type PersistentTestDatabase } from "../support/database.ts";
import { makePlayer } from "../support/players.ts";

const run = promisify(execFile);

function staffCommand(database: PersistentTestDatabase, args: string[]) {
  return run(process.execPath, ["--import", "tsx", "api/src/staff/cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...database.env, DATABASE_URL: database.env.DATABASE_URL ?? "" },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe("npm run staff", () => {
  let database: PersistentTestDatabase;
  let email: string;
  beforeAll(async () => {
    database = await createPersistentTestDatabase();
    const opened = await database.open();
    try {
      email = (await makePlayer(opened.prisma)).email;
    } finally {
      await opened.close();
    }
  });
  afterAll(() => database?.remove());

  it("makes a signed-up player admin, recorded as the platform's own staff action", async () => {
    const result = await staffCommand(database, [email.toUpperCase(), "admin"]);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain(`${email} is now admin`);
    const opened = await database.open();
    try {
      const user = await opened.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user.role).toBe("admin");
      const audit = await opened.prisma.history.findMany({
        where: { userId: user.id, type: "staff_action" },
      });
      expect(audit.map((row) => [row.actorId, row.data])).toEqual([
        [null, { action: "staff.role", before: { role: "player" }, after: { role: "admin" } }],
      ]);
    } finally {
      await opened.close();
    }
  });

  it("says why when the account does not exist or the role is unknown, and changes nothing", async () => {
    const unknown = await staffCommand(database, ["nobody@example.com", "admin"]);
    expect(unknown).toMatchObject({ code: 2 });
    expect(unknown.stderr).toContain("No account has the e-mail nobody@example.com");
    const badRole = await staffCommand(database, [email, "superuser"]);
    expect(badRole).toMatchObject({ code: 2 });
    expect(badRole.stderr).toContain("usage: npm run staff");
  });
});
