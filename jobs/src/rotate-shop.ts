import type { JobInput } from "@arena/api/jobs/job-input";
import { rotateShop } from "@arena/api/shop/rotate-shop";
import type { JobDeps } from "./job.ts";

const dayMs = 24 * 60 * 60 * 1000;

export async function run(deps: JobDeps, input: JobInput) {
  const { day, available, discounted } = await rotateShop(deps, input);
  // After the rotation committed: players' shop pages refresh live.
  const endsAt = new Date(Date.parse(`${day}T00:00:00.000Z`) + dayMs).toISOString();
  deps.events.emit("shop:rotated", { rotationId: day, endsAt });
  return { available, discounted };
}
