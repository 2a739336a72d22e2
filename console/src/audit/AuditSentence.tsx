// An audit sentence on screen: its people and the records it names (a
// leaderboard) are links to their pages. Also a person alone (a job run's
// "by"), and the before/after table of a row.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { MouseEvent } from "react";
import { Link, useCreatePath, useRecordContext } from "react-admin";
import {
  type AuditRow,
  auditSentence,
  changedFields,
  type Person,
  personLabel,
  type RecordRef,
  type SentencePart,
} from "./sentence";

/** A person by name, linked to their record (players and staff are both users). */
export function PersonLink({ person }: { person: Person }) {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: "players", id: person.id, type: "show" })}
      // A link inside an expandable row opens the record, not the row.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {personLabel(person)}
    </Link>
  );
}

/** A record a sentence names (a leaderboard), by its name, linked to its page. */
function RecordLink({ record }: { record: RecordRef }) {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: record.resource, id: record.id, type: "show" })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {record.label}
    </Link>
  );
}

function Part({ part }: { part: SentencePart }) {
  if (typeof part === "string") return <span>{part}</span>;
  return "person" in part ? <PersonLink person={part.person} /> : <RecordLink record={part.record} />;
}

export function AuditSentence({ row }: { row: AuditRow }) {
  return (
    <span data-testid="audit-sentence">
      {auditSentence(row).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move.
        <Part key={index} part={part} />
      ))}
    </span>
  );
}

/** What a row changed: one line per field, before and after (or its details, for rows without). */
export function ChangesTable({ row }: { row: AuditRow }) {
  const changes = changedFields(row);
  if (changes.length === 0) return <Typography variant="body2">No field changed.</Typography>;
  const hasBefore = changes.some((change) => change.before !== "");
  return (
    <Table size="small" aria-label="What changed" data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell component="th">Field</TableCell>
          {hasBefore ? <TableCell component="th">Before</TableCell> : null}
          <TableCell component="th">{hasBefore ? "After" : "Value"}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell>{change.field}</TableCell>
            {hasBefore ? <TableCell sx={{ wordBreak: "break-word" }}>{change.before}</TableCell> : null}
            <TableCell sx={{ wordBreak: "break-word" }}>{change.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** An opened row of a list of audit rows: what changed, field by field. */
export function RowChanges() {
  const row = useRecordContext<AuditRow>();
  return row ? <ChangesTable row={row} /> : null;
}
