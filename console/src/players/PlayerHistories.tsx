// The player page's ban history (every ban, unban and timed ban ending: who,
// when, why, until when) and sign-in history (when, how, from which address),
// paged lists over /player-bans and /player-sign-ins.

import { FunctionField, TextField } from "react-admin";
import { PersonLink } from "../audit/AuditSentence";
import { type Person, personLabel } from "../audit/sentence";
import { dateTimeInWords } from "../format/dates";
import { PlayerHistoryList } from "./PlayerHistoryList";

interface BanRow {
  id: number;
  createdAt: string;
  event: "Banned" | "Unbanned" | "Ban ended";
  by: Person | null;
  /** A ban's reason, or the note given when lifting it. */
  reason: string | null;
  /** A ban's planned end (null: permanent); null on the other rows. */
  until: string | null;
  /** The ban an unban or a timed ending lifted. */
  lifted: { reason: string | null; until: string | null } | null;
}

interface SignInRow {
  id: number;
  createdAt: string;
  outcome: string;
  method: string;
  address: string | null;
}

/** What a row did, in words: a ban's length, or which ban an unban or an ending lifted. */
function eventWords(row: BanRow): string {
  if (row.event === "Banned")
    return row.until ? `Banned until ${dateTimeInWords(row.until)}` : "Banned permanently";
  const lifted = row.lifted?.reason ? ` the ban for “${row.lifted.reason}”` : " the ban";
  return row.event === "Unbanned" ? `Unbanned: lifted${lifted}` : `Ban ended:${lifted} ran out`;
}

/** A ban's reason, an unban's note; a timed ending has neither. */
function reasonWords(row: BanRow): string {
  if (row.event === "Banned") return row.reason ?? "No reason given";
  if (row.event === "Unbanned") return row.reason ? `Note: ${row.reason}` : "No note";
  return "—";
}

export function BanHistory() {
  return (
    <PlayerHistoryList<BanRow>
      reference="player-bans"
      empty="Never banned."
      primaryText={(row) => eventWords(row)}
      secondaryText={(row) =>
        `${row.by ? `By ${personLabel(row.by)}` : "Its time ran out"}; ${reasonWords(row)}`
      }
    >
      <FunctionField label="What" sortable={false} render={(row: BanRow) => eventWords(row)} />
      <FunctionField
        label="By"
        sortable={false}
        render={(row: BanRow) =>
          row.by ? <PersonLink person={row.by} /> : row.event === "Ban ended" ? "Its time ran out" : "—"
        }
      />
      <FunctionField label="Reason or note" sortable={false} render={(row: BanRow) => reasonWords(row)} />
    </PlayerHistoryList>
  );
}

export function SignInHistory() {
  return (
    <PlayerHistoryList<SignInRow>
      reference="player-sign-ins"
      empty="No sign-ins yet."
      primaryText={(row) => `${row.outcome}: ${row.method}`}
      secondaryText={(row) => (row.address ? `From ${row.address}` : "")}
    >
      <TextField source="outcome" label="Outcome" sortable={false} />
      <TextField source="method" label="How" sortable={false} />
      <TextField source="address" label="IP address" sortable={false} emptyText="—" />
    </PlayerHistoryList>
  );
}
