// The console's sent list of announcements.
import type { Actor, listStaffActions } from "../audit/staff-action.ts";
import type { Db } from "../db.ts";
import { listSends } from "../inbox/sent-record.ts";
import { announceAction, toAnnouncementRow } from "./announcement-record.ts";

/** The sent announcements, newest first by default, sender and player by name. */
export async function listAnnouncements(
  deps: { db: Db },
  input: Parameters<typeof listStaffActions>[2] & { actor: Actor },
) {
  const { actor, ...query } = input;
  return listSends(deps.db, actor, announceAction, query, toAnnouncementRow);
}
