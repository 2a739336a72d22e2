import { defineConfig } from "@playwright/test";

// The browser tests run the real server (api/src/main.ts) in production mode, so they
// see the built game and console exactly as users do: run `npm run build` first
// (`npm test` does).
//
// Two lanes run side by side, each with its own server and database and one worker:
// the console's specs (console-*.spec.ts) and the rest (the game, and the checks that
// span both: accessibility, analytics, CSP, smoke). Within a lane the specs run one at
// a time, as before; across lanes nothing is shared, so a test that counts a list's
// rows or reads the live feed sees only its own lane's doings.
const port = Number(process.env.E2E_PORT ?? 3310);
const consoleSpecs = /console(-[\w-]+)?\.spec\.ts$/;
const lanes = [
  { name: "game", port, specs: { testIgnore: consoleSpecs } },
  { name: "console", port: port + 1000, specs: { testMatch: consoleSpecs } },
] as const;
const url = (lanePort: number) => `http://127.0.0.1:${lanePort}`;

const chromium = {
  browserName: "chromium" as const,
  // Playwright cannot download its own browsers here: use the system Chromium.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  workers: lanes.length,
  reporter: "list",
  forbidOnly: Boolean(process.env.CI),
  // Two lanes share the machine's cores: a busy moment must not fail a check that waits 5 s,
  // nor a test that would take 30 s alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { trace: "retain-on-failure" },
  projects: lanes.map((lane) => ({
    name: lane.name,
    ...lane.specs,
    workers: 1,
    use: { ...chromium, baseURL: url(lane.port) },
  })),
  webServer: lanes.map((lane) => ({
    // node --import tsx is what the tsx CLI runs, without depending on node_modules/.bin being on PATH.
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `${url(lane.port)}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets main.ts close the server and the database cleanly.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    env: {
      E2E_LANE: lane.name,
      NODE_ENV: "production",
      PORT: String(lane.port),
      // The auth layer's origin must be the one the browser uses, or its redirects and cookies go elsewhere.
      AUTH_URL: url(lane.port),
      LOG_LEVEL: "warn",
      // A real PostgreSQL when one is given (a database per lane: tests/support/e2e-server.ts);
      // otherwise a throwaway in-memory PGlite. Either way an empty database is seeded with
      // the demo world (its accounts sign in).
      ...(process.env.DATABASE_URL ? {} : { PGLITE_DATA_DIR: "memory://" }),
      SEED: "if-empty",
      // A production-mode server on PostgreSQL refuses the demo world without this: here it is a trial.
      ALLOW_DEMO_SEED: "true",
      // With REDIS_URL its rate limits are in Redis: its own keys, so the sign-ups of earlier
      // runs and of the other lane (all from 127.0.0.1) never count against this one's.
      REDIS_KEY_PREFIX: `e2e-${lane.name}-${Date.now().toString(36)}`,
      // Production insists on a secret when it talks to a real database; this server is a test's.
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-real-use",
    },
  })),
});
