import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./PromoCodeList"), "PromoCodeList"),
  show: lazyScreen(() => import("./PromoCodeShow"), "PromoCodeShow"),
  create: lazyScreen(() => import("./PromoCodeCreate"), "PromoCodeCreate"),
  edit: lazyScreen(() => import("./PromoCodeEdit"), "PromoCodeEdit"),
  icon: LocalOfferIcon,
  options: { label: "Promo codes" },
  recordRepresentation: "code",
};
