// One key: what it may do, its status in a sentence, when it was made, expires
// and was last used, the keys it replaced or was replaced by, and its recent uses.
import {
  Datagrid,
  FunctionField,
  Labeled,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
} from "react-admin";
import { PersonLink } from "../audit/AuditSentence";
import { type Person, personLabel } from "../audit/sentence";
import { dateTimeInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";
import { ServerKeyActions } from "./ServerKeyActions";
import { ServerKeyStatusField } from "./ServerKeyStatusField";
import {
  type ServerKeyRecord,
  scopesInWords,
  serverKeyStatusSentence,
  serverKeyUseInWords,
  shownKey,
} from "./words";

interface UseRow {
  id: number;
  createdAt: string;
  user: Person | null;
  data: unknown;
}

const gone = "a player no longer here";

/** A use as a line of its own: "Granted 5 gold (Weekend cup)". */
const useLine = (row: UseRow) => {
  const text = serverKeyUseInWords(row.data);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function RecentUses() {
  const phone = usePhone();
  return (
    <Labeled label="Recent uses" fullWidth>
      <ReferenceManyField
        reference="server-key-uses"
        target="keyId"
        sort={{ field: "createdAt", order: "DESC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        {phone ? (
          <SimpleList<UseRow>
            linkType={false}
            primaryText={useLine}
            secondaryText={(row) => `For ${row.user ? personLabel(row.user) : gone}`}
            tertiaryText={(row) => dateTimeInWords(row.createdAt)}
            empty={<span>Not used yet.</span>}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Not used yet.</span>}>
            <WhenField source="createdAt" label="When" sortable={false} />
            <FunctionField label="What" render={useLine} />
            <FunctionField
              label="For"
              render={(row: UseRow) => (row.user ? <PersonLink person={row.user} /> : gone)}
            />
          </Datagrid>
        )}
      </ReferenceManyField>
    </Labeled>
  );
}

export function ServerKeyShow() {
  return (
    <Show actions={<ServerKeyActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <FunctionField
          label="Key starts"
          render={(row: ServerKeyRecord) => <code>{shownKey(row.prefix)}</code>}
        />
        <FunctionField label="It may" render={(row: ServerKeyRecord) => scopesInWords(row.scopes)} />
        <Labeled label="Status">
          <ServerKeyStatusField />
        </Labeled>
        <FunctionField label="" render={(row: ServerKeyRecord) => serverKeyStatusSentence(row)} />
        <WhenField source="createdAt" label="Created" />
        <WhenField source="expiresAt" label="Expires" emptyText="never" />
        <WhenField source="lastUsedAt" label="Last used" emptyText="never" />
        <ReferenceField
          source="rotatedFromId"
          reference="server-keys"
          label="Replaced"
          link="show"
          emptyText="—"
        >
          <FunctionField render={(row: ServerKeyRecord) => `${row.name} (${shownKey(row.prefix)})`} />
        </ReferenceField>
        <ReferenceField
          source="replacedById"
          reference="server-keys"
          label="Replaced by"
          link="show"
          emptyText="—"
        >
          <FunctionField render={(row: ServerKeyRecord) => `${row.name} (${shownKey(row.prefix)})`} />
        </ReferenceField>
        <RecentUses />
      </SimpleShowLayout>
    </Show>
  );
}
