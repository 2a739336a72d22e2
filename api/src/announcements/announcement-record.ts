// What the staff use cases of announcements share: the History row an
// announcement is, as the console's sent list shows it.
import { z } from "zod";
import type { StaffActionRow } from "../audit/staff-action.ts";
import { type TargetedSendRow, targetedSendRow } from "../inbox/sent-record.ts";

export const announceAction = "announce";

export interface AnnouncementRow extends TargetedSendRow {
  /** The id the players' clients receive with the announcement. */
  announcementId: string;
  title: string;
  body: string;
}

const AnnouncedDataSchema = z.object({
  announcementId: z.string(),
  title: z.string(),
  body: z.string(),
  target: z.unknown(),
});

export function toAnnouncementRow(row: StaffActionRow): AnnouncementRow | null {
  const data = AnnouncedDataSchema.safeParse(row.data).data;
  if (!data) return null;
  return {
    ...targetedSendRow(row, data.target),
    announcementId: data.announcementId,
    title: data.title,
    body: data.body,
  };
}
