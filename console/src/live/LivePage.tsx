// The live feed (/console/live): what happens on the platform as it happens,
// for every staff role (the /console namespace admits all of them).
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { Title, useBasename } from "react-admin";
import { Line, LineChart, ResponsiveContainer, YAxis } from "recharts";
import { FeedRow } from "./FeedRow";
import { type ConnectionState, feedCap, useLiveFeed } from "./use-live-feed";

const connectionLabels: Record<
  ConnectionState,
  { label: string; colour: "success" | "warning" | "default" }
> = {
  connected: { label: "Connected", colour: "success" },
  reconnecting: { label: "Reconnecting…", colour: "warning" },
  connecting: { label: "Connecting…", colour: "default" },
};

export function LivePage() {
  const feed = useLiveFeed();
  const basename = useBasename();
  const connection = connectionLabels[feed.connection];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Live feed" />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
        <Card sx={{ minWidth: 280 }}>
          <CardContent>
            <Typography variant="overline">Players online</Typography>
            <Typography variant="h3" data-testid="players-online">
              {feed.online ?? "—"}
            </Typography>
            <Box sx={{ height: 48 }}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={feed.onlineHistory}>
                  <YAxis hide domain={[0, "dataMax + 1"]} />
                  <Line
                    type="monotone"
                    dataKey="count"
                    dot={false}
                    strokeWidth={2}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Box>
          </CardContent>
        </Card>
        <Card sx={{ flexGrow: 1 }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Chip label={connection.label} color={connection.colour} data-testid="connection" />
              {feed.problem && feed.connection !== "connected" ? (
                <Typography variant="body2" color="error">
                  {feed.problem}
                </Typography>
              ) : null}
              <Box sx={{ flexGrow: 1 }} />
              <Button
                startIcon={feed.paused ? <PlayArrowIcon /> : <PauseIcon />}
                onClick={() => feed.setPaused(!feed.paused)}
              >
                {feed.paused ? `Resume${feed.held ? ` (${feed.held} new)` : ""}` : "Pause"}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {`Sign-ups, purchases, bans, promo redemptions, staff accounts under sign-in attack, job runs and server errors, newest first (the last ${feedCap}).`}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Card>
        <List dense data-testid="live-feed">
          {feed.items.length === 0 ? (
            // A list holds only list items: the empty state is one of them.
            <ListItem sx={{ p: 2 }}>
              <ListItemText
                primary="Nothing yet: events show up here as they happen."
                slotProps={{ primary: { color: "text.secondary" } }}
              />
            </ListItem>
          ) : (
            feed.items.map((entry) => <FeedRow key={entry.key} item={entry.item} basename={basename} />)
          )}
        </List>
      </Card>
    </Box>
  );
}
