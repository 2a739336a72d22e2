import type { JobInput } from "@arena/api/jobs/job-input";
import { rotateShop } from "@arena/api/shop/rotate-shop";
import { nextUtcMidnight } from "@arena/api/time/utc-day";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { day, available, discounted } = await rotateShop(deps, input);
  // After the rotation committed: players' shop pages refresh live.
  const endsAt = nextUtcMidnight(new Date(day)).toISOString();
  deps.events.emit("shop:rotated", { rotationId: day, endsAt });
  return { available, discounted };
}
