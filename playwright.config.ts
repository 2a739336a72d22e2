import { defineConfig } from "@playwright/test";

// The smoke tests run the real server (api/src/main.ts) in production mode, so
// they see the built game and console exactly as users do: run `npm run build`
// first (`npm test` does).
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  reporter: "list",
  forbidOnly: Boolean(process.env.CI),
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
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
      },
    },
  ],
  webServer: {
    // node --import tsx is what the tsx CLI runs, without depending on node_modules/.bin being on PATH.
    command: "node --import tsx api/src/main.ts",
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets main.ts close the server and the database cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      // The auth layer's origin must be the one the browser uses, or its redirects and cookies go elsewhere.
      AUTH_URL: baseURL,
      LOG_LEVEL: "warn",
      // A real PostgreSQL when one is given; otherwise a throwaway in-memory PGlite.
      // Either way an empty database is seeded with the demo world (its accounts sign in).
      ...(process.env.DATABASE_URL ? {} : { PGLITE_DATA_DIR: "memory://" }),
      SEED: "if-empty",
      // A production-mode server on PostgreSQL refuses the demo world without this: here it is a trial.
      ALLOW_DEMO_SEED: "true",
      // With REDIS_URL its rate limits are in Redis: its own keys, so the sign-ups of earlier
      // runs on the same Redis (all from 127.0.0.1) never count against this one's.
      REDIS_KEY_PREFIX: `e2e-${Date.now().toString(36)}`,
      // Production insists on a secret when it talks to a real database; this server is a test's.
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-real-use",
    },
  },
});
