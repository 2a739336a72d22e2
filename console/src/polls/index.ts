import PollIcon from "@mui/icons-material/Poll";
import { PollCreate } from "./PollCreate";
import { PollEdit } from "./PollEdit";
import { PollList } from "./PollList";
import { PollShow } from "./PollShow";

export default {
  list: PollList,
  show: PollShow,
  create: PollCreate,
  edit: PollEdit,
  icon: PollIcon,
  recordRepresentation: "key",
};
