// node-cron's RunCoordinator backed by the JobRun table: before each fire of a
// distributed task, node-cron asks shouldRun("<name>:<slot ISO>", lease); the
// instance whose claim inserts the (job, scheduledAt) row runs the fire, every
// other instance skips it.
import type { RunCoordinator } from "node-cron";
import type { JobDefinition } from "./job.ts";
import type { JobRuns, RunClaim } from "./runs.ts";

export function coordinationKey(job: string, scheduledAt: Date): string {
  return `${job}:${scheduledAt.toISOString()}`;
}

export class DatabaseRunCoordinator implements RunCoordinator {
  private readonly definitions: Map<string, JobDefinition>;
  /** Claims won by this instance, until the task function picks them up. */
  private readonly claims = new Map<string, RunClaim>();

  constructor(
    private readonly runs: JobRuns,
    catalog: readonly JobDefinition[],
    /** Told when a claim fails (node-cron then logs it and skips the fire). */
    private readonly onClaimFailed: (error: unknown) => void = () => {},
  ) {
    this.definitions = new Map(catalog.map((definition) => [definition.name, definition]));
  }

  async shouldRun(key: string): Promise<boolean> {
    // Job names never contain ":"; the ISO slot does.
    const separator = key.indexOf(":");
    const definition = this.definitions.get(key.slice(0, separator));
    const scheduledAt = new Date(key.slice(separator + 1));
    if (!definition || Number.isNaN(scheduledAt.getTime())) {
      throw new Error(`not a job fire: ${key}`);
    }
    let claim: RunClaim | null;
    try {
      claim = await this.runs.claim(definition, scheduledAt, "schedule");
    } catch (error) {
      this.onClaimFailed(error);
      throw error;
    }
    if (claim) this.claims.set(key, claim);
    return claim !== null;
  }

  /** The claim this instance won for a fire, handed over once to the task function. */
  takeClaim(job: string, scheduledAt: Date): RunClaim | undefined {
    const key = coordinationKey(job, scheduledAt);
    const claim = this.claims.get(key);
    this.claims.delete(key);
    return claim;
  }

  onComplete(key: string): void {
    // A won fire whose task did not run (node-cron refused it) leaves nothing behind.
    this.claims.delete(key);
  }
}
