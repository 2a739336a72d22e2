// One sent announcement for the console.
import { type Actor, findStaffAction } from "../audit/staff-action.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type AnnouncementRow, announceAction, toAnnouncementRow } from "./announcement-record.ts";

export async function getAnnouncement(
  deps: { db: Db },
  input: { actor: Actor; id: number },
): Promise<AnnouncementRow> {
  const history = await findStaffAction(deps.db, announceAction, input.id);
  const row = history && toAnnouncementRow(history);
  if (!row) throw new AppError("not_found", "No such announcement.");
  return row;
}
