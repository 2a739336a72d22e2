import type { JobInput } from "@arena/api/jobs/job-input";
import { rotateShop } from "@arena/api/shop/rotate-shop";
import type { JobDeps } from "./job.ts";

export async function run(deps: JobDeps, input: JobInput) {
  const { available, discounted } = await rotateShop(deps, input);
  return { available, discounted };
}
