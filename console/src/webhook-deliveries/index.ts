import { lazyScreen } from "../lazy-screen";

/** A webhook delivery's page, opened from its endpoint's deliveries (no list, no menu entry). */
export default {
  show: lazyScreen(() => import("./WebhookDeliveryShow"), "WebhookDeliveryShow"),
  recordRepresentation: (row: { id: number }) => `#${row.id}`,
};
