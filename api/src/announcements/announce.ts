// Staff announcements: a title and a line of text shown live, as a toast, to the
// players online in a target (one player, a segment or everyone), e.g. "Server
// restart in 10 minutes" or "Double gold this weekend". Nothing is stored for
// the player: what must reach players who are away is an inbox message. The
// send is a History staff_action row {action: "announce", …} (the console's
// sent list); the `announcement` event goes out after that row commits, and
// the realtime bridge resolves a segment among the players connected then.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  type Actor,
  findStaffAction,
  type listStaffActions,
  recordStaffAction,
  type StaffActionRow,
} from "../audit/staff-action.ts";
import type { Db, PrismaClient } from "../db.ts";
import { AppError } from "../errors.ts";
import type { DomainEventMap, DomainEvents } from "../events.ts";
import { type MessageTarget, MessageTargetSchema } from "../inbox/send-messages.ts";
import { listSends, type TargetedSendRow, targetedSendRow } from "../inbox/sent-messages.ts";

export const announceAction = "announce";

export const AnnouncementSchema = z.strictObject({
  /** The toast's first words, e.g. "Double gold". */
  title: z.string().trim().min(1).max(80),
  /** Optional text after the title. */
  body: z.string().trim().max(500).default(""),
  target: MessageTargetSchema,
});
export type AnnouncementInput = z.input<typeof AnnouncementSchema>;

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

function toRow(row: StaffActionRow): AnnouncementRow | null {
  const data = AnnouncedDataSchema.safeParse(row.data).data;
  if (!data) return null;
  return {
    ...targetedSendRow(row, data.target),
    announcementId: data.announcementId,
    title: data.title,
    body: data.body,
  };
}

function audienceOf(target: MessageTarget): DomainEventMap["announcement"]["audience"] {
  if (target.kind === "player") return { kind: "users", userIds: [target.userId] };
  if (target.kind === "segment") return { kind: "segment", segment: target.segment };
  // Banned players hold no sockets (a ban revokes their sessions), so everyone online is everyone.
  return { kind: "all" };
}

/** Records the announcement (audited) and, once committed, announces it to the players online. */
export async function announce(
  deps: { db: PrismaClient; events: DomainEvents },
  input: AnnouncementInput & { actorId: string | null },
): Promise<AnnouncementRow> {
  const { title, body, target } = AnnouncementSchema.parse({
    title: input.title,
    body: input.body,
    target: input.target,
  });
  const announcementId = randomUUID();
  const userId = target.kind === "player" ? target.userId : null;
  // JSON round trip: dates in a segment are stored as ISO strings.
  const data = { announcementId, title, body, target: JSON.parse(JSON.stringify(target)) };
  const { id, createdAt } = await deps.db.$transaction(async (tx) => {
    if (userId && !(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) {
      throw new AppError("not_found", "No such player.");
    }
    return recordStaffAction(tx, { id: input.actorId }, userId, {
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
    actorId: input.actorId,
  });
  return toRow({ id, createdAt, actorId: input.actorId, userId, data }) as AnnouncementRow;
}

/** The sent announcements, newest first by default, sender and player by name. */
export async function listAnnouncements(
  deps: { db: Db },
  viewer: Actor,
  query: Parameters<typeof listStaffActions>[2],
) {
  return listSends(deps.db, viewer, announceAction, query, toRow);
}

export async function getAnnouncement(deps: { db: Db }, id: number): Promise<AnnouncementRow> {
  const history = await findStaffAction(deps.db, announceAction, id);
  const row = history && toRow(history);
  if (!row) throw new AppError("not_found", "No such announcement.");
  return row;
}
