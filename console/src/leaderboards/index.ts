import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import { boardLabel } from "../format/labels";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./LeaderboardList"), "LeaderboardList"),
  show: lazyScreen(() => import("./LeaderboardShow"), "LeaderboardShow"),
  edit: lazyScreen(() => import("./LeaderboardEdit"), "LeaderboardEdit"),
  create: lazyScreen(() => import("./LeaderboardCreate"), "LeaderboardCreate"),
  icon: LeaderboardIcon,
  recordRepresentation: boardLabel,
};
