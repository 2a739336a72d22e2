// The player page's ban history (every ban, unban and timed ban ending: who,
// when, why, until when) and sign-in history (when, how, from which address),
// paged lists over /player-bans and /player-sign-ins.
import { Typography } from "@mui/material";
import {
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceManyField,
  SimpleList,
  TextField,
} from "react-admin";
import { PersonLink } from "../audit/AuditSentence";
import { type Person, personLabel } from "../audit/sentence";
import { usePhone } from "./PlayerPossessions";

interface BanRow {
  id: number;
  createdAt: string;
  event: "Banned" | "Unbanned" | "Ban ended";
  by: Person | null;
  reason: string | null;
  until: string | null;
}

interface SignInRow {
  id: number;
  createdAt: string;
  outcome: string;
  method: string;
  address: string | null;
}

const when = (iso: string) => new Date(iso).toLocaleString();
const untilText = (row: BanRow) => (row.until ? `until ${when(row.until)}` : "permanent");

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;

export function BanHistory() {
  const phone = usePhone();
  const empty = <Typography variant="body2">Never banned.</Typography>;
  return (
    <ReferenceManyField
      reference="player-bans"
      target="userId"
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      {phone ? (
        <SimpleList<BanRow>
          rowClick={false}
          empty={empty}
          primaryText={(row) => `${row.event}: ${row.reason ?? "no reason"}`}
          secondaryText={(row) =>
            `${row.by ? `By ${personLabel(row.by)}` : "Its time ran out"}; ${untilText(row)}`
          }
          tertiaryText={(row) => when(row.createdAt)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <DateField source="createdAt" label="When" showTime />
          <TextField source="event" label="What" sortable={false} />
          <FunctionField
            label="By"
            sortable={false}
            render={(row: BanRow) =>
              row.by ? <PersonLink person={row.by} /> : row.event === "Ban ended" ? "Its time ran out" : "—"
            }
          />
          <TextField source="reason" label="Reason" sortable={false} emptyText="—" />
          <FunctionField
            label="Until"
            sortable={false}
            render={(row: BanRow) => (row.until ? when(row.until) : "Permanent")}
          />
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}

export function SignInHistory() {
  const phone = usePhone();
  const empty = <Typography variant="body2">No sign-ins yet.</Typography>;
  return (
    <ReferenceManyField
      reference="player-sign-ins"
      target="userId"
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      {phone ? (
        <SimpleList<SignInRow>
          rowClick={false}
          empty={empty}
          primaryText={(row) => `${row.outcome}: ${row.method}`}
          secondaryText={(row) => (row.address ? `From ${row.address}` : "")}
          tertiaryText={(row) => when(row.createdAt)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <DateField source="createdAt" label="When" showTime />
          <TextField source="outcome" label="Outcome" sortable={false} />
          <TextField source="method" label="How" sortable={false} />
          <TextField source="address" label="IP address" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}
