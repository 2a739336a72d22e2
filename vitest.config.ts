import { defineConfig } from "vitest/config";

// Unit and integration tests live next to the code (*.test.ts). They run
// against PGlite by default and against PostgreSQL when DATABASE_URL is set;
// tests/setup/global-setup.ts prepares a migrated template database once.
export default defineConfig({
  test: {
    include: [
      "api/src/**/*.test.ts",
      "jobs/src/**/*.test.ts",
      // The console's pure modules (formatters, words); its pages are covered in the browser (tests/e2e).
      "console/src/**/*.test.ts",
      "prisma/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
