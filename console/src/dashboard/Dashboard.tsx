import { can, type Permission } from "@arena/api/staff/permissions";
import CampaignIcon from "@mui/icons-material/Campaign";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import GavelIcon from "@mui/icons-material/Gavel";
import HowToVoteIcon from "@mui/icons-material/HowToVote";
import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import MailIcon from "@mui/icons-material/Mail";
import ScheduleIcon from "@mui/icons-material/Schedule";
import SensorsIcon from "@mui/icons-material/Sensors";
import StorefrontIcon from "@mui/icons-material/Storefront";
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Title, useBasename, usePermissions } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { analyticsDashboards } from "../analytics/dashboards";
import { HealthFacts } from "../health/HealthFacts";
import { HealthStatusChip } from "../health/HealthStatusChip";
import { usePlatformHealth } from "../health/use-platform-health";

// What the console is for, each tool linked to its screen. `permission`: only
// roles the role table lets do it have that screen (analysts do not see the jobs).
const tools: { icon: ReactNode; name: string; purpose: string; path: string; permission?: Permission }[] = [
  {
    icon: <GavelIcon />,
    name: "Bans",
    purpose: "Suspend or ban players, with a reason and an end date",
    path: "players",
  },
  {
    icon: <CardGiftcardIcon />,
    name: "Grants",
    purpose: "Give gold, gems, items, VIP days or game access to a player",
    path: "players",
  },
  {
    icon: <ConfirmationNumberIcon />,
    name: "Promo codes",
    purpose: "Create codes with rewards and limits",
    path: "promo-codes",
  },
  {
    icon: <HowToVoteIcon />,
    name: "Polls",
    purpose: "Ask players a question and watch the votes come in",
    path: "polls",
  },
  {
    icon: <MailIcon />,
    name: "Messages",
    purpose: "Send inbox messages, with attached rewards",
    path: "messages",
  },
  {
    icon: <CampaignIcon />,
    name: "Announcements",
    purpose: "Toast the players online: everyone, a segment or one player",
    path: "announcements",
  },
  {
    icon: <StorefrontIcon />,
    name: "Shop",
    purpose: "Manage offers, prices and the daily rotation",
    path: "shop-items",
  },
  {
    icon: <LeaderboardIcon />,
    name: "Leaderboards",
    purpose: "Standings, past periods, rewards and resets",
    path: "leaderboards",
  },
  {
    icon: <ScheduleIcon />,
    name: "Jobs",
    purpose: "See scheduled jobs, their runs, and start one by hand",
    path: "jobs",
    permission: "jobs.run",
  },
  {
    icon: <SensorsIcon />,
    name: "Live feed",
    purpose: "Follow sign-ups, purchases, bans and job runs as they happen",
    path: "live",
  },
];

function AnalyticsCard() {
  const basename = useBasename();
  return (
    <Card>
      <CardHeader
        title="Analyst dashboards"
        subheader="Charts of the live game; every table exports as CSV"
      />
      <CardContent>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {analyticsDashboards.map((dashboard) => (
            <Box
              component="li"
              key={dashboard.path}
              sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}
            >
              <Box sx={{ color: "primary.main", display: "flex", pt: 0.5 }}>{dashboard.icon}</Box>
              <Box>
                <Button
                  component={RouterLink}
                  to={`${basename}/${dashboard.path}`}
                  sx={{ p: 0, minWidth: 0 }}
                >
                  {dashboard.name}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {dashboard.purpose}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function PlatformHealthCard() {
  const basename = useBasename();
  const platformHealth = usePlatformHealth();
  const { health, error } = platformHealth;
  return (
    <Card>
      <CardHeader title="Platform health" action={<HealthStatusChip {...platformHealth} />} />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {health && <HealthFacts health={health} />}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`${basename}/health`}>
          Details
        </Button>
      </CardActions>
    </Card>
  );
}

export function Dashboard() {
  const basename = useBasename();
  const { permissions: role } = usePermissions();
  return (
    <Box
      sx={{
        mt: 2,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(320px, 1fr)" },
        alignItems: "start",
      }}
    >
      <Title title="Dashboard" />
      <Card>
        <CardHeader
          title="Welcome to the Monster Arena LiveOps console"
          subheader="Where the team runs the live game:"
        />
        <CardContent>
          <Box
            component="ul"
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
              gap: 2,
              m: 0,
              p: 0,
              listStyle: "none",
            }}
          >
            {tools
              .filter((tool) => !tool.permission || can(role, tool.permission))
              .map((tool) => (
                <Box
                  component="li"
                  key={tool.name}
                  sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}
                >
                  <Box sx={{ color: "primary.main", display: "flex", pt: 0.5 }}>{tool.icon}</Box>
                  <Box>
                    <Button component={RouterLink} to={`${basename}/${tool.path}`} sx={{ p: 0, minWidth: 0 }}>
                      {tool.name}
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {tool.purpose}
                    </Typography>
                  </Box>
                </Box>
              ))}
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: "grid", gap: 2 }}>
        <PlatformHealthCard />
        <AnalyticsCard />
      </Box>
    </Box>
  );
}
