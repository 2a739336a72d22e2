import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import { PromoCodeCreate } from "./PromoCodeCreate";
import { PromoCodeEdit } from "./PromoCodeEdit";
import { PromoCodeList } from "./PromoCodeList";
import { PromoCodeShow } from "./PromoCodeShow";

export default {
  list: PromoCodeList,
  show: PromoCodeShow,
  create: PromoCodeCreate,
  edit: PromoCodeEdit,
  icon: LocalOfferIcon,
  options: { label: "Promo codes" },
  recordRepresentation: "code",
};
