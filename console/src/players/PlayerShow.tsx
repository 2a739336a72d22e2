import {
  BooleanField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  useRecordContext,
} from "react-admin";
import { PlayerAuditRows } from "../audit/PlayerAuditRows";
import { dateTimeInWords } from "../format/dates";
import { accountRoleLabel, statLabel, statValueInWords } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { PlayerActions } from "./PlayerActions";
import { BanHistory, SignInHistory } from "./PlayerHistories";
import { IngredientList, MonsterList, RelicList } from "./PlayerPossessions";
import { SummonHistory } from "./PlayerSummons";

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
            <td>{statValueInWords(name, value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PlayerShow() {
  return (
    <Show title={<PlayerTitle />} actions={<PlayerActions />}>
      <TabbedShowLayout
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons allowScrollButtonsMobile />}
      >
        <TabbedShowLayout.Tab label="Profile">
          <TextField source="id" />
          <TextField source="displayName" label="Name" />
          <TextField source="email" />
          <FunctionField label="Role" render={(player: { role: string }) => accountRoleLabel(player.role)} />
          <NumberField source="level" />
          <NumberField source="xp" label="Experience (XP)" />
          <WhenField source="createdAt" label="Joined" />
          <WhenField source="lastActiveAt" label="Last active" emptyText="never" />
          <WhenField source="vipExpiresAt" label="VIP until" emptyText="not VIP" />
          <BooleanField source="hasGameAccess" label="Game access" />
          <BooleanField source="hasClaimedDailyReward" label="Daily reward claimed" />
          <FunctionField
            label="Ban"
            render={(record: { ban: { reason: string | null; bannedUntil: string | null } | null }) =>
              record.ban
                ? `Banned ${record.ban.bannedUntil ? `until ${dateTimeInWords(record.ban.bannedUntil)}` : "permanently"}: ${record.ban.reason ?? ""}`
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
          <Labeled label="Gold and gems, newest first" fullWidth>
            <PlayerAuditRows type="currency" empty="No gold or gems earned or spent yet." />
          </Labeled>
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
        <TabbedShowLayout.Tab label="Pulls" path="pulls">
          <SummonHistory />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Stats">
          <StatsGrid />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Staff actions">
          <PlayerAuditRows type="staff_action" empty="No staff member has acted on this player." />
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
