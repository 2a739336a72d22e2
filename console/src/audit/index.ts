import HistoryIcon from "@mui/icons-material/History";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./HistoryList"), "HistoryList"),
  icon: HistoryIcon,
  options: { label: "Audit trail" },
};
