import MailIcon from "@mui/icons-material/Mail";
import { MessageCompose } from "./MessageCompose";
import { SentMessageList } from "./SentMessageList";
import { SentMessageShow } from "./SentMessageShow";

export default {
  list: SentMessageList,
  show: SentMessageShow,
  create: MessageCompose,
  icon: MailIcon,
};
