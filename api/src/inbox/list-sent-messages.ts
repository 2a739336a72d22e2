// The console's sent history of messages, sender and player by name.
import type { Actor, listStaffActions } from "../audit/staff-action.ts";
import type { Db } from "../db.ts";
import { listSends, sendMessageAction, toSentMessageRow } from "./sent-record.ts";

/** The sent history: a page of send rows (filter by staff member or ids), sender and player by name. */
export async function listSentMessages(
  deps: { db: Db },
  input: Parameters<typeof listStaffActions>[2] & { actor: Actor },
) {
  const { actor, ...query } = input;
  return listSends(deps.db, actor, sendMessageAction, query, toSentMessageRow);
}
