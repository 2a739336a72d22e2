import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import { LeaderboardCreate } from "./LeaderboardCreate";
import { LeaderboardEdit } from "./LeaderboardEdit";
import { LeaderboardList } from "./LeaderboardList";
import { LeaderboardShow } from "./LeaderboardShow";

export default {
  list: LeaderboardList,
  show: LeaderboardShow,
  edit: LeaderboardEdit,
  create: LeaderboardCreate,
  icon: LeaderboardIcon,
  recordRepresentation: (board: { periodicity: string; type: string }) =>
    `${board.periodicity} ${board.type}`,
};
