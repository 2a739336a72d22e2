import ScheduleSendIcon from "@mui/icons-material/ScheduleSend";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./ScheduledSendList"), "ScheduledSendList"),
  show: lazyScreen(() => import("./ScheduledSendShow"), "ScheduledSendShow"),
  edit: lazyScreen(() => import("./ScheduledSendEdit"), "ScheduledSendEdit"),
  icon: ScheduleSendIcon,
  options: { label: "Scheduled sends" },
};
