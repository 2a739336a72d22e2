import PollIcon from "@mui/icons-material/Poll";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./PollList"), "PollList"),
  show: lazyScreen(() => import("./PollShow"), "PollShow"),
  create: lazyScreen(() => import("./PollCreate"), "PollCreate"),
  edit: lazyScreen(() => import("./PollEdit"), "PollEdit"),
  icon: PollIcon,
  recordRepresentation: "question",
};
