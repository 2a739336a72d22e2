import type { FeedItem } from "@arena/api/realtime/events";
import BlockIcon from "@mui/icons-material/Block";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import GppMaybeIcon from "@mui/icons-material/GppMaybeOutlined";
import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import ScheduleIcon from "@mui/icons-material/Schedule";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import { ListItem, ListItemIcon, ListItemText } from "@mui/material";
import { Component, type ErrorInfo, type ReactElement, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { describeFeedItem } from "./feed-words";

type Colour = "success" | "primary" | "error" | "secondary" | "info" | "warning";

function look(item: FeedItem): { icon: ReactElement; colour: Colour } {
  switch (item.kind) {
    case "sign-up":
      return { icon: <PersonAddIcon />, colour: "success" };
    case "purchase":
      return { icon: <ShoppingCartIcon />, colour: "primary" };
    case "ban":
      return { icon: <BlockIcon />, colour: "error" };
    case "promo":
      return { icon: <LocalOfferIcon />, colour: "secondary" };
    case "sign-in-attack":
      return { icon: <GppMaybeIcon />, colour: "warning" };
    case "job":
      return { icon: <ScheduleIcon />, colour: item.status === "failed" ? "warning" : "info" };
    case "error":
      return { icon: <ErrorOutlineIcon />, colour: "error" };
  }
}

function FeedRowContent({ item, basename }: { item: FeedItem; basename: string }) {
  const { icon, colour } = look(item);
  const { title, detail } = describeFeedItem(item);
  const player = "userId" in item ? { id: item.userId, name: item.player ?? "player" } : null;
  return (
    <ListItem divider data-testid={`feed-${item.kind}`}>
      <ListItemIcon sx={{ color: `${colour}.main` }}>{icon}</ListItemIcon>
      <ListItemText
        primary={title}
        secondary={
          <>
            {[new Date(item.at).toLocaleTimeString(), detail].filter(Boolean).join(" · ")}
            {player ? (
              <>
                {" · "}
                <Link to={`${basename}/players/${player.id}/show`}>{player.name}</Link>
              </>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
}

/**
 * One event the page cannot draw (a payload this console version does not expect)
 * becomes a small row of its own: before, it took the whole page down.
 */
class FeedRowBoundary extends Component<{ item: FeedItem; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The console has no error-reporting endpoint: the browser console keeps the event that failed.
    console.error("A live feed event could not be shown", { item: this.props.item, error, info });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ListItem divider data-testid="feed-unreadable">
        <ListItemIcon sx={{ color: "text.disabled" }}>
          <HelpOutlineIcon />
        </ListItemIcon>
        <ListItemText secondary="This event could not be shown" />
      </ListItem>
    );
  }
}

export function FeedRow({ item, basename }: { item: FeedItem; basename: string }) {
  return (
    <FeedRowBoundary item={item}>
      <FeedRowContent item={item} basename={basename} />
    </FeedRowBoundary>
  );
}
