// Erasing one account (docs/decisions/130): the one function both the erasure
// job and staff "delete now" call. Everything happens in ONE transaction: a
// crash leaves the account as it was, to be erased by the next run (resumable).
// The account row is locked and re-checked (not erased yet; for the job, due),
// so two servers running the job at once erase it once.
//
// What stays, under the now anonymous id (the ADR's table says why): the
// currency ledger and the balances it sums to, real-money Transactions, shop
// purchases and summon pulls, promo redemptions, poll answers, activity days,
// past leaderboard standings, and the staff audit trail's rows (their details
// removed). Everything else that names or describes the person is deleted or
// scrubbed.
import type { Actor } from "../audit/staff-action.ts";
import { recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { type HistoryEntry, type HistoryType, historyTypes } from "../history/types.ts";
import { deletedDisplayName, deletedEmail } from "./deletion-rules.ts";

/** History rows of the player that stay (ledger, accounting, the deletion's own record); every other type of theirs is deleted. */
const keptHistoryTypes: readonly HistoryType[] = [
  historyTypes.currency,
  historyTypes.staffAction,
  historyTypes.paymentShortfall,
  historyTypes.paymentPartialRefund,
  historyTypes.gameAccessByPurchase,
  historyTypes.dataExported,
  historyTypes.deletionRequested,
  historyTypes.deletionCancelled,
  historyTypes.accountDeleted,
];

export type ErasedBy =
  | { by: "job"; now: Date }
  | { by: "staff"; now: Date; actor: Actor; reason: string; before: { deletionDueAt: string | null } };

export interface EraseResult {
  erased: boolean;
  /** Rows deleted or scrubbed per table (no personal data). */
  removed: Record<string, number>;
}

/**
 * Erases the account if it is still there (and, for the job, due). Returns erased: false when
 * another run got there first, or the player signed in again (the deletion was cancelled).
 */
export async function eraseAccount(
  deps: Pick<AppDeps, "db" | "events">,
  input: { userId: string } & ErasedBy,
): Promise<EraseResult> {
  const result = await deps.db.$transaction((tx) => eraseInTransaction(tx, input), { timeout: 60_000 });
  if (result.erased)
    deps.events.emit("session:revoked", { userId: input.userId, reason: "account_deletion" });
  return result;
}

/** The erasure inside the caller's transaction (staff "delete now" audits in the same one). */
export async function eraseInTransaction(tx: Db, input: { userId: string } & ErasedBy): Promise<EraseResult> {
  const { userId, now } = input;
  const dueOnly = input.by === "job";
  const [user] = await tx.$queryRaw<{ email: string; name: string | null }[]>`
    SELECT u.email, p.name FROM "User" u LEFT JOIN "UserProfile" p ON p."userId" = u.id
    WHERE u.id = ${userId}::uuid AND u."deletedAt" IS NULL
      AND (${!dueOnly} OR u."deletionDueAt" <= ${now})
    FOR UPDATE OF u`;
  if (!user) return { erased: false, removed: {} };
  const removed: Record<string, number> = {};
  const count = (table: string, rows: number) => {
    if (rows > 0) removed[table] = (removed[table] ?? 0) + rows;
  };

  // Leaderboards: out of every current board, with the per-score counts kept (ADR 052).
  const gone = await tx.$queryRaw<{ leaderboardId: number; score: number; n: number }[]>`
    WITH gone AS (DELETE FROM "LeaderboardContender" WHERE "userId" = ${userId}::uuid RETURNING "leaderboardId", score)
    SELECT "leaderboardId", score, count(*)::int AS n FROM gone GROUP BY 1, 2 ORDER BY 1, 2`;
  for (const row of gone) {
    await tx.$executeRaw`
      UPDATE "LeaderboardScoreCount" SET contenders = contenders - ${row.n}
      WHERE "leaderboardId" = ${row.leaderboardId} AND score = ${row.score}`;
    count("LeaderboardContender", row.n);
  }
  if (gone.length > 0) {
    await tx.$executeRaw`
      DELETE FROM "LeaderboardScoreCount" WHERE contenders <= 0
        AND "leaderboardId" = ANY(${[...new Set(gone.map((row) => row.leaderboardId))]}::int[])`;
  }

  // Game state: the inventory's contents (the Inventory row itself stays, empty), progress, inbox.
  const inventory = await tx.inventory.findUnique({ where: { userId }, select: { id: true } });
  if (inventory) {
    count("Team", (await tx.team.deleteMany({ where: { inventoryId: inventory.id } })).count);
    count("Item", (await tx.item.deleteMany({ where: { inventoryId: inventory.id } })).count);
    count("Ingredient", (await tx.ingredient.deleteMany({ where: { inventoryId: inventory.id } })).count);
  }
  const byUser = { where: { userId } };
  count("UserTranscendedItem", (await tx.userTranscendedItem.deleteMany(byUser)).count);
  count("Achievement", (await tx.achievement.deleteMany(byUser)).count);
  count("Mastery", (await tx.mastery.deleteMany(byUser)).count);
  count("MapProgress", (await tx.mapProgress.deleteMany(byUser)).count);
  count("Quest", (await tx.quest.deleteMany(byUser)).count);
  count("MatchReport", (await tx.matchReport.deleteMany(byUser)).count);
  count("OwnedShopItem", (await tx.ownedShopItem.deleteMany(byUser)).count);
  count("SummonPity", (await tx.summonPity.deleteMany(byUser)).count);
  count("UserStats", (await tx.userStats.deleteMany(byUser)).count);
  count("Message", (await tx.message.deleteMany(byUser)).count);
  count("ServerGrant", (await tx.serverGrant.deleteMany(byUser)).count);

  // Ways in: sign-in methods, devices, game-client sessions (and their refresh tokens), mailed links, second factors.
  count("Account", (await tx.account.deleteMany(byUser)).count);
  count("DeviceLogin", (await tx.deviceLogin.deleteMany(byUser)).count);
  count("ClientSession", (await tx.clientSession.deleteMany(byUser)).count);
  count("AccountToken", (await tx.accountToken.deleteMany(byUser)).count);
  count("SecondFactorRecoveryCode", (await tx.secondFactorRecoveryCode.deleteMany(byUser)).count);
  count("StaffSecondFactor", (await tx.staffSecondFactor.deleteMany(byUser)).count);

  // History: the player's own rows of every type not kept; the kept staff actions lose their details
  // (reasons, addresses, before/after); any other row that carries their address is deleted too
  // (a failed sign-in someone typed it into). The ledger is never touched.
  count(
    "History",
    await tx.$executeRaw`
      DELETE FROM "History" WHERE "userId" = ${userId}::uuid AND NOT (type = ANY(${[...keptHistoryTypes]}::text[]))`,
  );
  count(
    "History (scrubbed)",
    await tx.$executeRaw`
      UPDATE "History" SET data = jsonb_build_object('action', data->'action', 'erased', true)
      WHERE "userId" = ${userId}::uuid AND type = ${historyTypes.staffAction}`,
  );
  // Rows of others that carry their address: a failed sign-in someone typed it into (with or
  // without their id), a staff action that quotes it. Only these types store a typed address,
  // so the (type, createdAt) index bounds the search instead of reading the whole ledger.
  count(
    "History",
    await tx.$executeRaw`
      DELETE FROM "History" WHERE type = ${historyTypes.signInFailed} AND lower(data->>'email') = lower(${user.email})`,
  );
  count(
    "History (scrubbed)",
    await tx.$executeRaw`
      UPDATE "History" SET data = jsonb_build_object('action', data->'action', 'erased', true)
      WHERE type = ${historyTypes.staffAction} AND strpos(lower(data::text), lower(${user.email})) > 0`,
  );
  // Webhook events already sent outside keep their ids; a ban's reason is removed from the stored copy.
  count(
    "WebhookEvent (scrubbed)",
    await tx.$executeRaw`
      UPDATE "WebhookEvent" SET data = jsonb_set(data, '{reason}', 'null'::jsonb)
      WHERE data->>'userId' = ${userId} AND data ? 'reason' AND data->'reason' <> 'null'::jsonb`,
  );

  // The account row stays (balances, purchases and analytics point at it), with nothing personal left.
  await tx.$executeRaw`
    UPDATE "User" SET email = ${deletedEmail()}, "passwordHash" = NULL, "customerId" = NULL,
      "referrerId" = NULL, "banReason" = NULL, "bannedById" = NULL, "lastActiveAt" = NULL,
      "lastLoginDate" = NULL, "emailVerifiedAt" = NULL, "collectionViewedAt" = NULL,
      role = 'player', "deletionDueAt" = NULL, "deletedAt" = ${now},
      "sessionVersion" = "sessionVersion" + 1, "updatedAt" = ${now}
    WHERE id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE "UserProfile" SET name = ${deletedDisplayName(userId)}, avatar = DEFAULT, banner = DEFAULT, frame = DEFAULT
    WHERE "userId" = ${userId}::uuid`;

  await tx.history.create({
    data: {
      type: historyTypes.accountDeleted,
      userId,
      actorId: input.by === "staff" ? input.actor.id : null,
      data: { by: input.by, removed },
    } satisfies HistoryEntry,
  });
  if (input.by === "staff") {
    await recordStaffAction(tx, input.actor, userId, {
      action: "player.delete",
      reason: input.reason,
      before: input.before,
      after: { deletedAt: now.toISOString() },
    });
  }
  return { erased: true, removed };
}
