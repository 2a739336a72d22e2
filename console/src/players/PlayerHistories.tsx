// The player page's ban history (every ban, unban and timed ban ending: who,
// when, why, until when) and sign-in history (when, how, from which address),
// paged lists over /player-bans and /player-sign-ins.
import { Typography } from "@mui/material";
import { Datagrid, DateField, FunctionField, Pagination, ReferenceManyField, TextField } from "react-admin";
import { PersonLink } from "../audit/AuditSentence";
import type { Person } from "../audit/sentence";

interface BanRow {
  event: "Banned" | "Unbanned" | "Ban ended";
  by: Person | null;
  until: string | null;
}

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;

export function BanHistory() {
  return (
    <ReferenceManyField
      reference="player-bans"
      target="userId"
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography variant="body2">Never banned.</Typography>}
        sx={{ overflowX: "auto" }}
      >
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
          render={(row: BanRow) => (row.until ? new Date(row.until).toLocaleString() : "Permanent")}
        />
      </Datagrid>
    </ReferenceManyField>
  );
}

export function SignInHistory() {
  return (
    <ReferenceManyField
      reference="player-sign-ins"
      target="userId"
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography variant="body2">No sign-ins yet.</Typography>}
        sx={{ overflowX: "auto" }}
      >
        <DateField source="createdAt" label="When" showTime />
        <TextField source="outcome" label="Outcome" sortable={false} />
        <TextField source="method" label="How" sortable={false} />
        <TextField source="address" label="IP address" sortable={false} emptyText="—" />
      </Datagrid>
    </ReferenceManyField>
  );
}
