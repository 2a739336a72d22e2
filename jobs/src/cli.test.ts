import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../api/src/db/schema-engine.ts";
import { createTestDeps } from "../../tests/support/deps.ts";
import { runJobCommand } from "./cli.ts";

let deps: Awaited<ReturnType<typeof createTestDeps>>;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) },
  };
}

describe("npm run job", () => {
  it("runs a job for --now, recorded with trigger cli, and prints its counts and duration", async () => {
    await deps.db.user.create({
      data: { email: "cli-vip@example.com", vipExpiresAt: new Date("2026-01-01T00:00:00Z") },
    });
    const { lines, out } = capture();

    expect(await runJobCommand(["expire-vip", "--now", "2026-01-01T00:00:00Z"], deps, out)).toBe(0);

    expect(lines.log).toEqual([
      expect.stringMatching(/^expire-vip \(run \d+, now 2026-01-01T00:00:00.000Z\): started$/),
      expect.stringMatching(
        /^expire-vip \(run \d+, now 2026-01-01T00:00:00.000Z\): succeeded in \d+ ms: expired=1$/,
      ),
    ]);
    expect(await deps.db.jobRun.findFirst({ where: { job: "expire-vip" } })).toMatchObject({
      trigger: "cli",
      status: "succeeded",
      scheduledAt: new Date("2026-01-01T00:00:00Z"),
      counts: { expired: 1 },
    });
  });

  it("refuses what it cannot do, with the usage", async () => {
    const unknown = capture();
    expect(await runJobCommand(["no-such-job"], deps, unknown.out)).toBe(2);
    expect(unknown.lines.error.join("\n")).toContain('There is no job named "no-such-job"');
    expect(unknown.lines.error.join("\n")).toContain("daily-reset");

    const badTime = capture();
    expect(await runJobCommand(["daily-reset", "--now", "yesterday"], deps, badTime.out)).toBe(2);
    expect(badTime.lines.error.join("\n")).toContain("usage: npm run job");

    const again = capture();
    expect(await runJobCommand(["expire-vip", "--now", "2026-01-01T00:00:00Z"], deps, again.out)).toBe(1);
    expect(again.lines.error.join("\n")).toContain("already exists");

    const list = capture();
    expect(await runJobCommand([], deps, list.out)).toBe(0);
    expect(list.lines.log.join("\n")).toContain("weekly-quests-reset    0 0 * * 1");
  });

  it.runIf(process.env.DATABASE_URL)("runs as a process against DATABASE_URL", async () => {
    const [row] = await deps.db.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    const url = new URL(process.env.DATABASE_URL ?? "");
    url.pathname = `/${row?.name}`;
    const child = spawn(process.execPath, ["--import", "tsx", "jobs/src/cli.ts", "lift-timed-bans"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(0);
    expect(stdout).toMatch(/lift-timed-bans \(run \d+, now .+\): succeeded in \d+ ms: lifted=0/);
  });
});
