import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDeps } from "../../tests/support/deps.ts";
import type { AppDeps } from "./context.ts";
import { toAppError } from "./errors.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

it("a unique violation from the database is a 409 conflict", async () => {
  const email = "twice@example.com";
  await deps.db.user.create({ data: { email } });
  const error = await deps.db.user.create({ data: { email } }).catch((caught: unknown) => caught);
  const appError = toAppError(error);
  expect(appError.status).toBe(409);
  expect(appError.code).toBe("conflict");
});

it("the database refuses a negative balance even if code tries", async () => {
  const user = await deps.db.user.create({ data: { email: "poor@example.com" } });
  await expect(
    deps.db.$executeRaw`UPDATE "User" SET "freeCurrency" = -1 WHERE id = ${user.id}::uuid`,
  ).rejects.toThrow(/User_freeCurrency_nonnegative/);
});
