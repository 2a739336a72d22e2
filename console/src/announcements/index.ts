import CampaignIcon from "@mui/icons-material/Campaign";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./AnnouncementList"), "AnnouncementList"),
  create: lazyScreen(() => import("./AnnouncementCompose"), "AnnouncementCompose"),
  icon: CampaignIcon,
};
