// `npm run bench -- <name> [options]` runs bench/<name>.ts.
import { z } from "zod";

const benchmarks = {
  jobs: () => import("./jobs.ts"),
} satisfies Record<string, () => Promise<{ main(argv: string[]): Promise<void> }>>;

const names = Object.keys(benchmarks) as [keyof typeof benchmarks, ...(keyof typeof benchmarks)[]];
const [name, ...rest] = process.argv.slice(2);
const parsed = z.enum(names).safeParse(name);
if (!parsed.success) {
  console.error(`usage: npm run bench -- <${names.join("|")}> [options]`);
  process.exitCode = 2;
} else {
  await (await benchmarks[parsed.data]()).main(rest);
}
