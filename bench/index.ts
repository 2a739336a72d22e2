// `npm run bench -- <name> [options]` runs bench/<name>.ts (its `main(argv)`);
// the name is checked against the files present.
import { readdirSync } from "node:fs";
import { z } from "zod";
import { loadDotenv } from "../api/src/config/dotenv.ts";

loadDotenv();
const names = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".ts") && file !== "index.ts")
  .map((file) => file.slice(0, -3));
const [name, ...rest] = process.argv.slice(2);
const parsed = z.enum(names as [string, ...string[]]).safeParse(name);
if (!parsed.success) {
  console.error(`usage: npm run bench -- <${names.join("|")}> [options]`);
  process.exitCode = 2;
} else {
  const benchmark = (await import(`./${parsed.data}.ts`)) as { main(argv: string[]): Promise<void> };
  await benchmark.main(rest);
}
