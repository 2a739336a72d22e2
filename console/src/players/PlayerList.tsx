import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { dateInWords } from "../format/dates";
import { accountRoleLabel, choicesOf } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { EmailField, emailInWords } from "./EmailField";
import { BulkBanButton, BulkUnbanButton } from "./PlayerActions";

const roleChoices = choicesOf(["player", "analyst", "liveops", "admin"], accountRoleLabel);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Id, e-mail or name prefix" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

interface PlayerRow {
  id: string;
  displayName: string | null;
  email: string;
  role: string;
  level: number;
  gold: number;
  gems: number;
  isBanned: boolean;
  bannedUntil: string | null;
  lastActiveAt: string | null;
  createdAt: string;
  isGuest: boolean;
  deletion: { dueAt: string | null; deletedAt: string | null } | null;
}

/** "Player", or with the account's deletion: "Player · deleted", "Player · deleted on 16 Dec 2026 unless they sign in". */
function accountInWords(row: PlayerRow): string {
  const role = accountRoleLabel(row.role);
  if (row.deletion?.deletedAt) return `${role} · deleted`;
  if (row.deletion?.dueAt) return `${role} · to be deleted on ${dateInWords(row.deletion.dueAt)}`;
  return role;
}

const exportColumns: ExportColumn<PlayerRow>[] = [
  { header: "Player id", value: (row) => row.id },
  { header: "Name", value: (row) => row.displayName },
  { header: "E-mail", value: (row) => (row.isGuest ? "" : row.email) },
  { header: "Guest", value: (row) => row.isGuest },
  { header: "Role", value: (row) => accountRoleLabel(row.role) },
  { header: "Deleted (UTC)", value: (row) => row.deletion?.deletedAt ?? null },
  { header: "To be deleted (UTC)", value: (row) => row.deletion?.dueAt ?? null },
  { header: "Level", value: (row) => row.level },
  { header: "Gold", value: (row) => row.gold },
  { header: "Gems", value: (row) => row.gems },
  { header: "Banned", value: (row) => row.isBanned },
  { header: "Banned until (UTC)", value: (row) => row.bannedUntil },
  { header: "Last active (UTC)", value: (row) => row.lastActiveAt },
  { header: "Joined (UTC)", value: (row) => row.createdAt },
];

/** Sortable columns are the API's index-backed ones (createdAt, level, lastActiveAt, email, id). */
export function PlayerList() {
  const canAct = useCan("players.act");
  const phone = usePhone();
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      actions={<ListActions filterButton exportColumns={exportColumns} fileName="players" />}
    >
      {phone ? (
        <SimpleList<PlayerRow>
          linkType="show"
          primaryText={(row) => row.displayName ?? emailInWords(row)}
          secondaryText={(row) =>
            `Level ${row.level} · ${row.gold.toLocaleString("en")} gold · ${row.gems.toLocaleString("en")} gems`
          }
          tertiaryText={(row) => (row.isBanned ? `${accountInWords(row)} · banned` : accountInWords(row))}
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={
            canAct ? (
              <>
                <BulkBanButton />
                <BulkUnbanButton />
              </>
            ) : (
              false
            )
          }
        >
          <TextField source="displayName" label="Name" sortable={false} />
          <EmailField label="E-mail" source="email" />
          <FunctionField
            source="role"
            label="Role"
            sortable={false}
            render={(row: PlayerRow) => accountInWords(row)}
          />
          <NumberField source="level" />
          <NumberField source="gold" sortable={false} />
          <NumberField source="gems" sortable={false} />
          <BooleanField source="isBanned" label="Banned" sortable={false} />
          <WhenField source="lastActiveAt" label="Last active" />
          <WhenField dateOnly source="createdAt" label="Joined" />
        </Datagrid>
      )}
    </List>
  );
}
