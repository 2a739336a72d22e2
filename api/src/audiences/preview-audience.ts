// The console's live preview of rules before they are saved: how many players
// they hold now and a few of them (name, level, country), in SQL.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { refuseContradictions } from "./audience-record.ts";
import { AudienceRulesSchema } from "./audience-rules.ts";
import { audienceSample, audienceSizes, type SamplePlayer } from "./audience-size.ts";

export const PreviewAudienceSchema = z.strictObject({
  rules: AudienceRulesSchema.default({ includeBanned: false }),
});
export type PreviewAudienceInput = z.input<typeof PreviewAudienceSchema>;

/** Players shown in a preview. */
export const previewSampleSize = 10;

export interface AudiencePreview {
  size: number;
  sample: SamplePlayer[];
}

export async function previewAudience(
  deps: Pick<AppDeps, "db">,
  input: PreviewAudienceInput & { now: Date },
): Promise<AudiencePreview> {
  const { rules } = PreviewAudienceSchema.parse({ rules: input.rules });
  refuseContradictions(rules);
  const [[size = 0], sample] = await Promise.all([
    audienceSizes(deps.db, [rules], input.now),
    audienceSample(deps.db, rules, input.now, previewSampleSize),
  ]);
  return { size, sample };
}
