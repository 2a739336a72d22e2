import WebhookIcon from "@mui/icons-material/Webhook";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./WebhookEndpointList"), "WebhookEndpointList"),
  show: lazyScreen(() => import("./WebhookEndpointShow"), "WebhookEndpointShow"),
  create: lazyScreen(() => import("./WebhookEndpointCreate"), "WebhookEndpointCreate"),
  edit: lazyScreen(() => import("./WebhookEndpointEdit"), "WebhookEndpointEdit"),
  icon: WebhookIcon,
  options: { label: "Webhooks" },
  recordRepresentation: "url",
};
