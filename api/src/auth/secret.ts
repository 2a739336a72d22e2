// AUTH_SECRET keys the session tokens and the csrf hashes. Production against a
// real database must set it (env.ts refuses to start otherwise); everywhere
// else a missing secret is generated once and kept in the git-ignored .data/
// folder, so sessions survive restarts of the zero-config embedded setup.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../config/env.ts";
import { repoRoot } from "../db/schema-engine.ts";

export const generatedSecretFile = path.join(repoRoot, ".data", "auth-secret");

export async function resolveAuthSecret(env: Env, file = generatedSecretFile): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
