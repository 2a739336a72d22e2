import HistoryIcon from "@mui/icons-material/History";
import { HistoryList } from "./HistoryList";

export default { list: HistoryList, icon: HistoryIcon, options: { label: "Audit trail" } };
