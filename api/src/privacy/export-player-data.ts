// A player downloads everything the platform holds about them; staff produce the
// same archive for a player on request (docs/decisions/129). Both are rate
// limited and recorded (History data_exported: by the player, or by the staff
// member as its actor, which puts it in the player's audit trail). The checks,
// the count and the record come before the first byte, so a refusal is a plain
// 4xx; the archive itself then streams (export-archive.ts).
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import { authLimits } from "../auth/rate-limits.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import type { Logger } from "../logger.ts";
import { uuidPattern } from "../players/player-record.ts";
import { type ArchiveSubject, archiveChunks, archiveSubject } from "./export-archive.ts";
import { exportConfig } from "./export-numbers.ts";

/** An archive ready to send: its file name and its bytes as they are read. */
export interface ArchiveDownload {
  fileName: string;
  contentType: "application/json; charset=utf-8";
  body: ReadableStream<Uint8Array>;
}

/** "monster-arena-data-kai-2026-12-02.json": the display name in safe letters, and the UTC day. */
export function archiveFileName(name: string | null, now: Date): string {
  const slug = (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `monster-arena-data-${slug || "player"}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The archive's text as a byte stream. A failure after the first bytes errors the
 * stream (the HTTP connection is cut, so the download shows as failed rather than as
 * a file that looks whole) and is logged; it never escapes to the process. A client
 * that goes away cancels the stream, and no further page is read.
 */
function byteStream(chunks: AsyncGenerator<string>, logger: Pick<Logger, "error">, userId: string) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          logger.error({ err: error, userId }, "writing a data export failed part-way");
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    // About one page of rows in flight: reading waits for the client.
    { highWaterMark: 1 },
  );
}

async function subjectOrNotFound(deps: Pick<AppDeps, "db">, userId: string): Promise<ArchiveSubject> {
  if (!uuidPattern.test(userId)) throw new AppError("not_found", "No such player.");
  const user = await archiveSubject(deps.db, userId);
  if (!user) throw new AppError("not_found", "No such player.");
  return user;
}

async function recorded(
  deps: Pick<AppDeps, "db" | "logger">,
  user: ArchiveSubject,
  by: { kind: "player" } | { kind: "staff"; actor: Actor },
  now: Date,
): Promise<ArchiveDownload> {
  await deps.db.history.create({
    data: {
      type: historyTypes.dataExported,
      userId: user.id,
      actorId: by.kind === "staff" ? by.actor.id : null,
      createdAt: now,
      data: { by: by.kind },
    } satisfies HistoryEntry,
  });
  return {
    fileName: archiveFileName(user.profile?.name ?? null, now),
    contentType: "application/json; charset=utf-8",
    body: byteStream(archiveChunks(deps.db, user, now), deps.logger, user.id),
  };
}

/** The signed-in player's own archive (3 an hour). */
export async function exportOwnData(
  deps: AppDeps,
  input: { userId: string; now: Date },
): Promise<ArchiveDownload> {
  const user = await subjectOrNotFound(deps, input.userId);
  await authLimits(deps).consumeAttempt(exportConfig.perPlayer, user.id);
  return recorded(deps, user, { kind: "player" }, input.now);
}

/**
 * A player's archive made by a staff member on the player's request (players.privacy;
 * a staff account's archive needs staff.manage, as any act on staff does). Limited per
 * staff member.
 */
export async function exportPlayerDataForStaff(
  deps: AppDeps,
  input: { actor: Actor; userId: string; now: Date },
): Promise<ArchiveDownload> {
  const { actor } = input;
  assertStaff(actor, "players.privacy");
  const user = await subjectOrNotFound(deps, input.userId);
  if (user.role !== "player" && user.id !== actor.id) assertStaff(actor, "staff.manage");
  await authLimits(deps).consumeAttempt(exportConfig.perStaffMember, actor.id);
  return recorded(deps, user, { kind: "staff", actor }, input.now);
}

/** When the player last downloaded a copy of their data themselves (null: never). */
export async function lastOwnExport(deps: Pick<AppDeps, "db">, userId: string): Promise<Date | null> {
  const row = await deps.db.history.findFirst({
    where: { userId, type: historyTypes.dataExported, data: { path: ["by"], equals: "player" } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}
