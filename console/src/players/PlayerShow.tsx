import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  useRecordContext,
} from "react-admin";
import { statLabel } from "../format/labels";
import { PlayerActions } from "./PlayerActions";
import { BanHistory, SignInHistory } from "./PlayerHistories";
import { IngredientList, MonsterList, RelicList } from "./PlayerPossessions";

const json = (value: unknown) => JSON.stringify(value);

function PlayerTitle() {
  const record = useRecordContext<{ displayName: string | null; email: string }>();
  return <span>{record ? `Player ${record.displayName ?? record.email}` : "Player"}</span>;
}

/** Every counter of UserStats, in words, with its value. */
function StatsGrid() {
  const record = useRecordContext<{ stats: Record<string, number> | null }>();
  if (!record?.stats) return <span>No stats yet.</span>;
  return (
    <table>
      <tbody>
        {Object.entries(record.stats).map(([name, value]) => (
          <tr key={name}>
            <th style={{ textAlign: "left", paddingRight: 24, fontWeight: 500 }}>{statLabel(name)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HistoryRows({ source }: { source: string }) {
  return (
    <ArrayField source={source}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>Nothing yet.</span>}>
        <DateField source="createdAt" showTime />
        <TextField source="actorId" label="Staff" emptyText="—" />
        <FunctionField label="Details" render={(row: { data: unknown }) => json(row.data)} />
      </Datagrid>
    </ArrayField>
  );
}

export function PlayerShow() {
  return (
    <Show title={<PlayerTitle />} actions={<PlayerActions />}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="Profile">
          <TextField source="id" />
          <TextField source="displayName" label="Name" />
          <TextField source="email" />
          <TextField source="role" />
          <NumberField source="level" />
          <NumberField source="xp" />
          <DateField source="createdAt" label="Joined" showTime />
          <DateField source="lastActiveAt" label="Last active" showTime emptyText="never" />
          <DateField source="vipExpiresAt" label="VIP until" showTime emptyText="not VIP" />
          <BooleanField source="hasGameAccess" label="Game access" />
          <BooleanField source="hasClaimedDailyReward" label="Daily reward claimed" />
          <FunctionField
            label="Ban"
            render={(record: { ban: { reason: string | null; bannedUntil: string | null } | null }) =>
              record.ban
                ? `Banned ${record.ban.bannedUntil ? `until ${new Date(record.ban.bannedUntil).toLocaleString()}` : "permanently"}: ${record.ban.reason ?? ""}`
                : "Not banned"
            }
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Wallet">
          <Labeled label="Gold">
            <NumberField source="wallet.gold" />
          </Labeled>
          <Labeled label="Gems">
            <NumberField source="wallet.gems" />
          </Labeled>
          <ArrayField source="ledger" label="Recent ledger">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>No ledger rows.</span>}>
              <DateField source="createdAt" showTime />
              <TextField source="data.currency" label="Currency" />
              <NumberField source="data.delta" label="Change" />
              <NumberField source="data.balanceAfter" label="Balance" />
              <TextField source="data.reason" label="Reason" />
              <TextField source="actorId" label="Staff" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Monsters" path="monsters">
          <MonsterList />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Relics" path="relics">
          <RelicList />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Ingredients" path="ingredients">
          <IngredientList />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Stats">
          <StatsGrid />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Staff actions">
          <HistoryRows source="staffActions" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Bans" path="bans">
          <BanHistory />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Sign-ins" path="sign-ins">
          <SignInHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
