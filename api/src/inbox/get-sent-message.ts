// One staff send for the console, with its delivery: one batch's messages
// read and collected come from Message's batchId index.
import { type Actor, findStaffAction } from "../audit/staff-action.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { sendMessageAction, toSentMessageRow } from "./sent-record.ts";

/** One send with its delivery so far: how many of its messages were read and collected. */
export async function getSentMessage(deps: { db: Db }, input: { actor: Actor; id: number }) {
  const history = await findStaffAction(deps.db, sendMessageAction, input.id);
  const row = history && toSentMessageRow(history);
  if (!row) throw new AppError("not_found", "No such sent message.");
  const [remaining, read, collected] = await Promise.all([
    deps.db.message.count({ where: { batchId: row.batchId } }),
    deps.db.message.count({ where: { batchId: row.batchId, isRead: true } }),
    deps.db.message.count({ where: { batchId: row.batchId, areRewardsCollected: true } }),
  ]);
  // Players may delete read messages and expired ones are removed: `remaining` is what is left.
  return { ...row, delivery: { remaining, read, collected } };
}
