import CampaignIcon from "@mui/icons-material/Campaign";
import { AnnouncementCompose } from "./AnnouncementCompose";
import { AnnouncementList } from "./AnnouncementList";

export default {
  list: AnnouncementList,
  create: AnnouncementCompose,
  icon: CampaignIcon,
};
