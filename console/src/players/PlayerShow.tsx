import type { CosmeticSlot } from "@arena/api/catalogue/basics";
import { shopCatalogue } from "@arena/api/catalogue/shop";
import { defaultCosmetics } from "@arena/api/profile/profile-rules";
import { cosmeticSlotName } from "@arena/api/words/display-names";
import { Box, Stack, Typography } from "@mui/material";
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
import { usePhone } from "../layout/use-phone";
import { EmailField } from "./EmailField";
import { ItemPicture } from "./ItemPicture";
import { PlayerActions } from "./PlayerActions";
import { BanHistory, SignInHistory } from "./PlayerHistories";
import { IngredientList, MonsterList, RelicList } from "./PlayerPossessions";
import { SummonHistory } from "./PlayerSummons";

function PlayerTitle() {
  const record = useRecordContext<{ displayName: string | null; email: string }>();
  return <span>{record ? `Player ${record.displayName ?? record.email}` : "Player"}</span>;
}

interface PlayerSummary {
  displayName: string | null;
  email: string;
  level: number;
  profile: Record<CosmeticSlot, string> | null;
}

/** A cosmetic's name as the shop sells it ("Frame: Bronze"); what every profile starts with is "Default frame". */
function cosmeticName(slot: CosmeticSlot, id: string): string {
  const item = shopCatalogue.find(({ grant }) => grant.kind === "cosmetic" && grant.id === id);
  return item?.name ?? (id === defaultCosmetics[slot] ? `Default ${slot}` : cosmeticSlotName(slot));
}

/** The avatar inside its frame, as the game draws it (game/app/components/Art.tsx ProfileAvatar). */
function AvatarInFrame({ avatar, frame, size }: { avatar: string; frame: string; size: number }) {
  const layer = { position: "absolute", inset: 0, width: "100%", height: "100%" } as const;
  return (
    <Box sx={{ position: "relative", flex: "none", width: size, height: size }}>
      <ItemPicture
        subject={{ kind: "cosmetic", id: avatar }}
        alt={cosmeticName("avatar", avatar)}
        size={size}
        // The face sits inside the frame's ring.
        sx={{ ...layer, transform: "scale(0.78)" }}
      />
      <ItemPicture
        subject={{ kind: "cosmetic", id: frame }}
        alt={cosmeticName("frame", frame)}
        size={size}
        sx={layer}
      />
    </Box>
  );
}

/** The player as the game shows them: banner, avatar in its frame, name and level. */
function PlayerHeader() {
  const record = useRecordContext<PlayerSummary>();
  const phone = usePhone();
  if (!record) return null;
  const { profile } = record;
  const avatarSize = phone ? 56 : 72;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      {profile ? (
        <ItemPicture
          subject={{ kind: "cosmetic", id: profile.banner }}
          alt={cosmeticName("banner", profile.banner)}
          size={80}
          // The landscape's ground stays in view however wide the page is.
          sx={{
            width: "100%",
            height: phone ? 64 : 96,
            objectFit: "cover",
            objectPosition: "center 75%",
            borderRadius: 1,
          }}
        />
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mt: 1 }}>
        {profile ? <AvatarInFrame avatar={profile.avatar} frame={profile.frame} size={avatarSize} /> : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            {record.displayName ?? record.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {profile ? `Level ${record.level}` : `Level ${record.level}; no game profile`}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
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
      <PlayerHeader />
      <TabbedShowLayout
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons allowScrollButtonsMobile />}
      >
        <TabbedShowLayout.Tab label="Profile">
          <TextField source="id" />
          <TextField source="displayName" label="Name" />
          <EmailField label="E-mail" source="email" />
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
        <TabbedShowLayout.Tab label="Data downloads" path="data-downloads">
          <PlayerAuditRows type="data_exported" empty="Nobody has downloaded a copy of this player's data." />
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
