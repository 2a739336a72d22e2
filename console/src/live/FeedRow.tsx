import type { FeedItem } from "@arena/api/realtime/events";
import BlockIcon from "@mui/icons-material/Block";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import ScheduleIcon from "@mui/icons-material/Schedule";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import { ListItem, ListItemIcon, ListItemText } from "@mui/material";
import type { ReactElement } from "react";
import { Link } from "react-router-dom";

type Colour = "success" | "primary" | "error" | "secondary" | "info" | "warning";

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(
    amount / 100,
  );

/** Icon, colour and words for each kind of feed event. */
function describe(item: FeedItem): { icon: ReactElement; colour: Colour; title: string; detail: string } {
  switch (item.kind) {
    case "sign-up":
      return { icon: <PersonAddIcon />, colour: "success", title: "Sign-up", detail: `via ${item.method}` };
    case "purchase":
      return {
        icon: <ShoppingCartIcon />,
        colour: "primary",
        title: `Purchase ${money(item.amount, item.currency)}`,
        detail: item.item,
      };
    case "ban":
      return {
        icon: <BlockIcon />,
        colour: "error",
        title: "Ban",
        detail: `${item.reason ?? "no reason"}${item.until ? ` · until ${new Date(item.until).toLocaleString()}` : " · permanent"}`,
      };
    case "promo":
      return { icon: <LocalOfferIcon />, colour: "secondary", title: "Promo redeemed", detail: item.code };
    case "job":
      return {
        icon: <ScheduleIcon />,
        colour: item.status === "failed" ? "warning" : "info",
        title: `Job ${item.job} ${item.status}`,
        detail: item.error ?? `${item.durationMs} ms`,
      };
    case "error":
      return {
        icon: <ErrorOutlineIcon />,
        colour: "error",
        title: item.count === 1 ? "Server error" : `${item.count} server errors in the last minute`,
        detail: `${item.message}${item.path ? ` · ${item.path}` : ""}`,
      };
  }
}

export function FeedRow({ item, basename }: { item: FeedItem; basename: string }) {
  const { icon, colour, title, detail } = describe(item);
  const player = "userId" in item ? item.userId : null;
  return (
    <ListItem divider data-testid={`feed-${item.kind}`}>
      <ListItemIcon sx={{ color: `${colour}.main` }}>{icon}</ListItemIcon>
      <ListItemText
        primary={title}
        secondary={
          <>
            {`${new Date(item.at).toLocaleTimeString()} · ${detail}`}
            {player ? (
              <>
                {" · "}
                <Link to={`${basename}/players/${player}/show`}>player</Link>
              </>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
}
