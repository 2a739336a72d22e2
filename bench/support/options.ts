// Benchmark options: `--kebab-name value` pairs from the command line, checked
// by the benchmark's zod schema (a strict object: a mistyped name is refused).
import { z } from "zod";

export function benchOptions<S extends z.ZodType>(schema: S, argv: string[]): z.infer<S> {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (!flag.startsWith("--") || value === undefined) {
      throw new Error(`options are --name value pairs; cannot read "${argv.slice(i).join(" ")}"`);
    }
    raw[flag.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`bad options:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
