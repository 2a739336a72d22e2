// One process at a time may open an embedded PGlite folder: a second one (say
// `npm run job` while `npm start` runs) would work on its own copy of the pages
// and the last to write would silently lose the other's writes. Whoever opens a
// folder holds `<folder>.lock` (its pid); another process that finds the lock
// of a live process is refused with a message that says what to do instead.
// A lock left by a process that died is taken over.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { processExists } from "../processes.ts";

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, holder: LockHolder) {
    const folder = path.relative(process.cwd(), dataDir) || dataDir;
    super(
      `The embedded database in ${folder} is open in another process (pid ${holder.pid}, ${holder.command}, since ${holder.since}). ` +
        "One process at a time may open it: stop that process first, or, while the server runs, run a job from the console's Jobs page " +
        "(POST /api/admin/jobs/<name>/run), or use PostgreSQL (DATABASE_URL) to share the database between processes.",
    );
    this.name = "DatabaseInUseError";
  }
}

interface LockHolder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockHolder>;
    return typeof holder.pid === "number" ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock for this process; the function it returns releases it. */
export function lockPgliteFolder(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/[\\/]+$/, "")}.lock`;
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    command: process.argv
      .slice(1)
      .map((arg) => path.basename(arg))
      .join(" "),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: "wx" });
      return () => {
        if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockFile);
      // Another host (a shared folder) cannot be checked: refuse rather than guess.
      if (holder && holder.pid !== process.pid && (holder.host !== me.host || processExists(holder.pid))) {
        throw new DatabaseInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
