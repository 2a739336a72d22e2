// The entry points (the server, npm run dev, db:*, job, bench and the seed)
// call loadDotenv() before reading their settings: the repository's .env
// (git-ignored; .env.example lists every variable), or the file ENV_FILE names,
// applies, and a variable that the environment already sets wins. Tests never
// read it.
import { existsSync } from "node:fs";
import path from "node:path";

export const dotenvPath = path.join(import.meta.dirname, "..", "..", "..", ".env");

export function loadDotenv(): void {
  const file = process.env.ENV_FILE || dotenvPath;
  if (existsSync(file)) process.loadEnvFile(file);
  else if (process.env.ENV_FILE) throw new Error(`ENV_FILE names ${file}, which does not exist`);
}
