import PeopleIcon from "@mui/icons-material/People";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./PlayerList"), "PlayerList"),
  show: lazyScreen(() => import("./PlayerShow"), "PlayerShow"),
  icon: PeopleIcon,
};
