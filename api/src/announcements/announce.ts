// Staff announcements: a title and a line of text shown live, as a toast, to the
// players online in a target (one player, a segment or everyone), e.g. "Server
// restart in 10 minutes" or "Double gold this weekend". Nothing is stored for
// the player: what must reach players who are away is an inbox message. The
// send is a History staff_action row {action: "announce", …} (the console's
// sent list); the `announcement` event goes out after that row commits, and
// the realtime bridge resolves a segment among the players connected then.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import type { DomainEventMap, DomainEvents } from "../events.ts";
import { type MessageTarget, MessageTargetSchema } from "../inbox/send-messages.ts";
import { type AnnouncementRow, announceAction, toAnnouncementRow } from "./announcement-record.ts";

export const AnnouncementSchema = z.strictObject({
  /** The toast's first words, e.g. "Double gold". */
  title: z.string().trim().min(1).max(80),
  /** Optional text after the title. */
  body: z.string().trim().max(500).default(""),
  target: MessageTargetSchema,
});
export type AnnouncementInput = z.input<typeof AnnouncementSchema>;

function audienceOf(target: MessageTarget): DomainEventMap["announcement"]["audience"] {
  if (target.kind === "player") return { kind: "users", userIds: [target.userId] };
  if (target.kind === "segment") return { kind: "segment", segment: target.segment };
  // Banned players hold no sockets (a ban revokes their sessions), so everyone online is everyone.
  return { kind: "all" };
}

/** Records the announcement (audited) and, once committed, announces it to the players online. */
export async function announce(
  deps: { db: PrismaClient; events: DomainEvents },
  input: { actor: Actor; announcement: AnnouncementInput },
): Promise<AnnouncementRow> {
  const { actor } = input;
  const { title, body, target } = AnnouncementSchema.parse(input.announcement);
  const announcementId = randomUUID();
  const userId = target.kind === "player" ? target.userId : null;
  // JSON round trip: dates in a segment are stored as ISO strings.
  const data = { announcementId, title, body, target: JSON.parse(JSON.stringify(target)) };
  const { id, createdAt } = await deps.db.$transaction(async (tx) => {
    if (userId && !(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) {
      throw new AppError("not_found", "No such player.");
    }
    return recordStaffAction(tx, actor, userId, {
      action: announceAction,
      ...data,
      before: null,
      after: null,
    });
  });
  deps.events.emit("announcement", {
    id: announcementId,
    title,
    body,
    audience: audienceOf(target),
    actorId: actor.id,
  });
  return toAnnouncementRow({ id, createdAt, actorId: actor.id, userId, data }) as AnnouncementRow;
}
