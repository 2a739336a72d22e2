// `npm run bench -- lighthouse [--runs 3]`
//
// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link,
// simulated) of the pages people meet first and the ones heaviest with art: the
// game's landing page, a signed-in player's home, inventory and a battle (one the
// player has just fought), and the console's sign-in. The real server process
// (production build, compression, caching) on a throwaway embedded database
// seeded with the demo world; Debian's Chromium (CHROMIUM_PATH to use
// another). For each page, the median over the runs of the Performance score
// and its metrics; the target is a score of 90 or more on each.
// Needs `npm run build` first (the server serves the built game and console).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { z } from "zod";
import { freePort } from "../tests/support/local-services.ts";
import { startServerProcess, stopServerProcess } from "../tests/support/server-process.ts";
import { benchOptions } from "./support/options.ts";
import { signIn } from "./support/sign-in.ts";
import { percentile } from "./support/stats.ts";
import { printTable } from "./support/table.ts";

const OptionsSchema = z.strictObject({
  runs: z.coerce.number().int().min(1).max(9).default(1),
});

const pages = [
  { name: "game landing", path: "/", signedIn: false },
  { name: "game home (signed in)", path: "/home", signedIn: true },
  { name: "game inventory", path: "/inventory", signedIn: true },
  { name: "game battle", path: "/battle/:id", signedIn: true },
  { name: "console sign-in", path: "/console/", signedIn: false },
] as const;

/** The demo player fights the first campaign map: the battle page to audit. */
async function fightOnce(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/battles`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ mode: "campaign", map: "meadow-outskirts" }),
  });
  if (response.status !== 200) throw new Error(`the battle to audit was refused: ${response.status}`);
  return z.object({ matchReportId: z.number() }).parse(await response.json()).matchReportId;
}

const target = 90;

interface Measure {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kib: number;
}

const LhrSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional() })),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
});

async function audit(url: string, port: number, cookie: string | undefined): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = LhrSchema.parse(result.lhr);
  // A run Lighthouse could not finish measures nothing: said, and left out of the median.
  if (lhr.runtimeError) console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    kib: value("total-byte-weight") / 1024,
  };
}

export async function main(argv: string[]): Promise<void> {
  const { runs } = benchOptions(OptionsSchema, argv);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    PORT: String(port),
    AUTH_URL: baseUrl,
    DATABASE_URL: undefined,
    PGLITE_DATA_DIR: "memory://",
    SEED: "auto",
    JOBS: "off",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const cookie = await signIn(baseUrl, "player@example.com", "player-pass-1");
    const battleId = await fightOnce(baseUrl, cookie);
    const lines: string[][] = [];
    let below = 0;
    for (const page of pages) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        const path = page.path.replace(":id", String(battleId));
        measures.push(await audit(`${baseUrl}${path}`, chrome.port, page.signedIn ? cookie : undefined));
      }
      const mid = (pick: (measure: Measure) => number) =>
        percentile(
          measures
            .map(pick)
            .filter((value) => !Number.isNaN(value))
            .sort((a, b) => a - b),
          50,
        );
      const score = mid((measure) => measure.score);
      if (score < target) below += 1;
      lines.push([
        page.name,
        String(score),
        `${(mid((measure) => measure.fcp) / 1000).toFixed(1)} s`,
        `${(mid((measure) => measure.lcp) / 1000).toFixed(1)} s`,
        `${Math.round(mid((measure) => measure.tbt))} ms`,
        mid((measure) => measure.cls).toFixed(3),
        `${Math.round(mid((measure) => measure.kib))} KiB`,
      ]);
    }
    console.log(`Lighthouse mobile, median of ${runs} run(s) per page; target: Performance ≥ ${target}`);
    printTable(["page", "Performance", "FCP", "LCP", "TBT", "CLS", "transferred"], lines);
    if (below > 0) console.log(`\n${below} page(s) below ${target}.`);
  } finally {
    chrome.kill();
    await stopServerProcess(server);
  }
}
