import StorefrontIcon from "@mui/icons-material/Storefront";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./ShopItemList"), "ShopItemList"),
  edit: lazyScreen(() => import("./ShopItemEdit"), "ShopItemEdit"),
  create: lazyScreen(() => import("./ShopItemCreate"), "ShopItemCreate"),
  icon: StorefrontIcon,
  options: { label: "Shop items" },
};
