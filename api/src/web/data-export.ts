// A player's copy of their data as the game's pages reach it (`context.dataExport`):
// the same use case, limit and record as GET /api/account/export (docs/decisions/129).
import type { SessionUser } from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import { type ArchiveDownload, exportOwnData, lastOwnExport } from "../privacy/export-player-data.ts";
import { attempt, type Outcome } from "./outcome.ts";

export interface WebDataExport {
  /** When the player last downloaded a copy themselves (ISO time), or null. */
  lastDownload(user: SessionUser): Promise<string | null>;
  /** The player's archive, streamed; refused (429, details.retryAfterSeconds) past 3 an hour. */
  download(user: SessionUser): Promise<Outcome<ArchiveDownload>>;
}

export function createWebDataExport(deps: AppDeps): WebDataExport {
  return {
    lastDownload: async (user) => (await lastOwnExport(deps, user.id))?.toISOString() ?? null,
    download: (user) => attempt(() => exportOwnData(deps, { userId: user.id, now: new Date() })),
  };
}
