// `npm run bench -- <name> [args]` runs bench/<name>.ts (its `run(args)` export).
import { readdirSync } from "node:fs";
import { z } from "zod";

const names = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith(".ts") && file !== "index.ts")
  .map((file) => file.slice(0, -3));
const parsed = z.enum(names as [string, ...string[]]).safeParse(process.argv[2]);
if (!parsed.success) {
  console.error(`usage: npm run bench -- <${names.join("|")}> [args]`);
  process.exit(2);
}
const bench = (await import(`./${parsed.data}.ts`)) as { run?: (args: string[]) => Promise<void> };
await bench.run?.(process.argv.slice(3));
