import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./LeaderboardList"), "LeaderboardList"),
  show: lazyScreen(() => import("./LeaderboardShow"), "LeaderboardShow"),
  edit: lazyScreen(() => import("./LeaderboardEdit"), "LeaderboardEdit"),
  create: lazyScreen(() => import("./LeaderboardCreate"), "LeaderboardCreate"),
  icon: LeaderboardIcon,
  recordRepresentation: (board: { periodicity: string; type: string }) =>
    `${board.periodicity} ${board.type}`,
};
