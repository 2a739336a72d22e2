// The refusal a use case answered with: a test of "this must be refused" reads its
// status, code and message. Fails when the use case succeeded or threw something else.
import { AppError } from "../../api/src/errors.ts";

export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}
