// The experiments API's answers as the console reads them: the admin API's own
// types (api/src/experiments), an experiment's variant values typed as the
// remote config values they are (the API checks each against the registry).
import type { ExperimentRow } from "@arena/api/experiments/experiment-record";
import type { ExperimentResults as ResultsOfApi } from "@arena/api/experiments/experiment-results";
import type { ExperimentMetric } from "@arena/api/experiments/statistics";
import type { ConfigValue } from "../remote-config/types";

export type { ExperimentStatus } from "@arena/api/experiments/experiment-record";
export type { SampleRatioCheck } from "@arena/api/experiments/statistics";

export type MetricKey = ExperimentMetric["key"];

/** One arm of an experiment (the first of an experiment's variants is its control). */
export interface ExperimentVariant {
  key: string;
  name: string;
  /** Its relative share of the experiment's traffic (1 to 1000). */
  weight: number;
  /** The remote config values it sets, by config key ("home.headline"). */
  values: Record<string, ConfigValue>;
}

/** AdminExperiment: one experiment as the admin API answers it. */
export type ExperimentRecord = Omit<ExperimentRow, "createdById" | "variants"> & {
  variants: ExperimentVariant[];
};

/** What a create or an update sends (the key only on create: it cannot change). */
export interface ExperimentTerms {
  key?: string;
  name: string;
  hypothesis: string;
  audienceId: number | null;
  trafficPercent: number;
  variants: ExperimentVariant[];
  metric: MetricKey | null;
}

/** POST /experiments/:id/ship: the shipped experiment and the config version its values went into. */
export interface ShippedExperiment {
  experiment: ExperimentRecord;
  configVersion: number;
}

/** GET /experiments/:id/results. */
export type ExperimentResults = ResultsOfApi;

/** One metric of the results: the control's value and each variant's. */
export type MetricResult = ExperimentResults["metrics"][number];

/** One variant's row of a metric: its value, its difference from the control and the verdict. */
export type MetricVariantResult = MetricResult["variants"][number];
