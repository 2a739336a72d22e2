// The erasure job's use case (jobs/src/erase-deleted-accounts.ts): every account
// whose grace period has ended, in batches, each erased in its own transaction
// (erase-account.ts). A failure on one is logged and the others go on; that
// account is still due, so the next run tries it again.
import type { AppDeps } from "../context.ts";
import { type JobInput, JobInputSchema } from "../jobs/job-input.ts";
import { deletionRules } from "./deletion-rules.ts";
import { eraseAccount } from "./erase-account.ts";

export interface EraseDueAccountsResult {
  erased: number;
  failed: number;
  /** Due accounts another run erased first (or whose player signed in meanwhile). */
  skipped: number;
}

export async function eraseDueAccounts(
  deps: Pick<AppDeps, "db" | "events" | "logger">,
  input: JobInput,
): Promise<EraseDueAccountsResult> {
  const { now } = JobInputSchema.parse(input);
  const result: EraseDueAccountsResult = { erased: 0, failed: 0, skipped: 0 };
  const failedIds: string[] = [];
  for (;;) {
    const due = await deps.db.user.findMany({
      where: { deletedAt: null, deletionDueAt: { lte: now }, id: { notIn: failedIds } },
      select: { id: true },
      orderBy: { deletionDueAt: "asc" },
      take: deletionRules.jobBatchSize,
    });
    if (due.length === 0) break;
    for (const { id } of due) {
      try {
        const erased = await eraseAccount(deps, { userId: id, by: "job", now });
        if (erased.erased) result.erased++;
        else result.skipped++;
      } catch (error) {
        result.failed++;
        failedIds.push(id);
        deps.logger.error({ err: error, userId: id }, "erasing an account failed; the next run tries again");
      }
    }
  }
  return result;
}
