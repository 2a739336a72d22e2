// One player's rows of one kind of the audit trail (their gold and gems ledger, the
// staff actions on them), as the audit trail says them: a sentence with its people
// linked, and the opened row's before/after table.

import { Datagrid, FunctionField, Pagination, ReferenceManyField } from "react-admin";
import { WhenField } from "../format/WhenField";
import { AuditSentence, RowChanges } from "./AuditSentence";
import type { AuditRow } from "./sentence";

export function PlayerAuditRows({ type, empty }: { type: string; empty: string }) {
  return (
    <ReferenceManyField
      reference="history"
      target="userId"
      filter={{ type }}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[20, 50]} />}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick="expand"
        expand={<RowChanges />}
        empty={<span>{empty}</span>}
      >
        <WhenField source="createdAt" label="Time" sortable={false} />
        <FunctionField
          label="What happened"
          sortable={false}
          render={(row: AuditRow) => <AuditSentence row={row} />}
        />
      </Datagrid>
    </ReferenceManyField>
  );
}
