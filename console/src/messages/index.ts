import MailIcon from "@mui/icons-material/Mail";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./SentMessageList"), "SentMessageList"),
  show: lazyScreen(() => import("./SentMessageShow"), "SentMessageShow"),
  create: lazyScreen(() => import("./MessageCompose"), "MessageCompose"),
  icon: MailIcon,
};
