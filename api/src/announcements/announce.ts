// Staff announcements: a title and a line of text shown live, as a toast, to the
// players online in a target (one player, a segment or everyone), e.g. "Server
// restart in 10 minutes" or "Double gold this weekend". Nothing is stored for
// the player: what must reach players who are away is an inbox message. The
// send is a History staff_action row {action: "announce", …} (the console's
// sent list); the `announcement` event goes out after that row commits, and
// the realtime bridge resolves a segment among the players connected then.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type Actor, recordStaffAction, type StaffOrPlatform } from "../audit/staff-action.ts";
import type { Db, PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import type { DomainEventMap, DomainEvents } from "../events.ts";
import {
  audienceAudit,
  audienceOfTarget,
  type MessageTarget,
  MessageTargetSchema,
} from "../inbox/send-messages.ts";
import { type AnnouncementRow, announceAction, toAnnouncementRow } from "./announcement-record.ts";

export const AnnouncementSchema = z.strictObject({
  /** The toast's first words, e.g. "Double gold". */
  title: z.string().trim().min(1).max(80),
  /** Optional text after the title. */
  body: z.string().trim().max(500).default(""),
  target: MessageTargetSchema,
});
export type AnnouncementInput = z.input<typeof AnnouncementSchema>;

/** Who gets it live; a saved audience's rules are taken as they are at send time. */
async function audienceOf(
  tx: Db,
  target: MessageTarget,
): Promise<DomainEventMap["announcement"]["audience"]> {
  if (target.kind === "player") return { kind: "users", userIds: [target.userId] };
  if (target.kind === "segment") return { kind: "segment", segment: target.segment };
  if (target.kind === "audience") {
    const { rules } = await audienceOfTarget(tx, target.audienceId, new Date());
    // Rules that no longer parse match nobody.
    return rules ? { kind: "segment", segment: rules } : { kind: "users", userIds: [] };
  }
  // Banned players hold no sockets (a ban revokes their sessions), so everyone online is everyone.
  return { kind: "all" };
}

/** Records the announcement (audited) and, once committed, announces it to the players online. */
export async function announce(
  deps: { db: PrismaClient; events: DomainEvents },
  input: { actor: Actor; announcement: AnnouncementInput },
): Promise<AnnouncementRow> {
  const { actor } = input;
  const announcement = AnnouncementSchema.parse(input.announcement);
  const userId = announcement.target.kind === "player" ? announcement.target.userId : null;
  const recorded = await deps.db.$transaction(async (tx) => {
    if (userId && !(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) {
      throw new AppError("not_found", "No such player.");
    }
    return recordAnnouncement(tx, { actor, announcement });
  });
  announceLive(deps, recorded);
  return recorded.row;
}

export interface RecordedAnnouncement {
  row: AnnouncementRow;
  event: DomainEventMap["announcement"];
}

/**
 * The announcement's History staff_action row, inside the caller's transaction:
 * announce, and a scheduled send, which claims its occurrence in the same
 * transaction (scheduled-sends/send-due.ts). announceLive after the commit.
 */
export async function recordAnnouncement(
  tx: Db,
  input: { actor: StaffOrPlatform; announcement: z.output<typeof AnnouncementSchema> },
): Promise<RecordedAnnouncement> {
  const { actor } = input;
  const { title, body, target } = input.announcement;
  const announcementId = randomUUID();
  const userId = target.kind === "player" ? target.userId : null;
  // JSON round trip: dates in a segment are stored as ISO strings.
  const data = {
    announcementId,
    title,
    body,
    target: JSON.parse(JSON.stringify(target)),
    ...(await audienceAudit(tx, target, new Date())),
  };
  const live = await audienceOf(tx, target);
  const { id, createdAt } = await recordStaffAction(tx, actor, userId, {
    action: announceAction,
    ...data,
    before: null,
    after: null,
  });
  return {
    row: toAnnouncementRow({ id, createdAt, actorId: actor.id, userId, data }) as AnnouncementRow,
    event: { id: announcementId, title, body, audience: live, actorId: actor.id },
  };
}

/** The `announcement` event, after the History row committed. */
export function announceLive(deps: { events: DomainEvents }, recorded: RecordedAnnouncement): void {
  deps.events.emit("announcement", recorded.event);
}
