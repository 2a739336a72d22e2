// A player's sign-in history for the console, read from the History rows of
// sign-ups, sign-ins and refused sign-ins: when, how, from which address.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { historyTypes } from "../history/types.ts";
import { type HistoryQuery, historyPage, historySortFields } from "./player-record.ts";

export const playerSignInSortFields = historySortFields;

const signInTypes = [historyTypes.signIn, historyTypes.signInFailed, historyTypes.signUp];

const methodNames: Record<string, string> = {
  credentials: "E-mail and password",
  google: "Google",
  discord: "Discord",
};

const refusals: Record<string, string> = {
  invalid_credentials: "Refused: wrong e-mail or password",
  banned: "Refused: banned",
};

export interface PlayerSignInRow {
  id: number;
  createdAt: Date;
  userId: string;
  outcome: string;
  method: string;
  /** The client's IP address. */
  address: string | null;
}

/** Every sign-up, sign-in and refused sign-in of a player, newest first by default. */
export async function listPlayerSignIns(
  deps: Pick<AppDeps, "db">,
  input: HistoryQuery & { actor: Actor },
): Promise<{ rows: PlayerSignInRow[]; total: number }> {
  const { userId } = input.filter;
  const page = await historyPage(deps.db, { userId, type: { in: signInTypes } }, input);
  const rows = page.rows.map((row): PlayerSignInRow => {
    const data = row.data as { method?: string; address?: string; reason?: string };
    const outcome =
      row.type === historyTypes.signUp
        ? "Signed up"
        : row.type === historyTypes.signIn
          ? "Signed in"
          : (refusals[data.reason ?? ""] ?? "Refused");
    return {
      id: row.id,
      createdAt: row.createdAt,
      userId,
      outcome,
      method: methodNames[data.method ?? ""] ?? data.method ?? "Unknown",
      address: data.address ?? null,
    };
  });
  return { rows, total: page.total };
}
