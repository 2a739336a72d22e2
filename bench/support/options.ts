// Benchmark options: `--kebab-name value` pairs and bare `--flag`s (read as
// "true") from the command line, checked by the benchmark's zod schema (a strict
// object: a mistyped name is refused).
import { z } from "zod";

export function benchOptions<S extends z.ZodType>(schema: S, argv: string[]): z.infer<S> {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    if (!flag.startsWith("--")) {
      throw new Error(`options are --name value pairs or --flags; cannot read "${argv.slice(i).join(" ")}"`);
    }
    const next = argv[i + 1];
    const value = next === undefined || next.startsWith("--") ? "true" : next;
    if (value === next) i += 1;
    raw[flag.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`bad options:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
