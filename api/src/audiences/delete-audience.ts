// Staff deleting a saved audience. Refused (409, naming them) while a live
// event, a promo code, an experiment or the live remote config's overrides use
// it: each would otherwise silently target someone else or nobody. The
// deletion and its History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { storedDocument } from "../remote-config/config-values.ts";
import { type AudienceRow, audienceSelect, auditView, toRow } from "./audience-record.ts";

/** Names listed in the refusal, per kind; the rest are counted. */
const namesShown = 5;

function listed(kind: string, kinds: string, names: string[]): string | null {
  if (names.length === 0) return null;
  const shown = names.slice(0, namesShown).join(", ");
  const more = names.length > namesShown ? ` and ${names.length - namesShown} more` : "";
  return `${names.length === 1 ? kind : kinds} ${shown}${more}`;
}

/** What uses the audience now, in words (empty when nothing does). */
async function usesOf(tx: Db, id: number): Promise<{ words: string[]; counts: Record<string, number> }> {
  const [events, codes, experiments, config] = await Promise.all([
    tx.liveEvent.findMany({ where: { audienceId: id }, select: { name: true }, orderBy: { id: "asc" } }),
    tx.promoCode.findMany({ where: { audienceId: id }, select: { code: true }, orderBy: { id: "asc" } }),
    tx.experiment.findMany({ where: { audienceId: id }, select: { name: true }, orderBy: { id: "asc" } }),
    tx.configVersion.findFirst({ orderBy: { id: "desc" }, select: { document: true } }),
  ]);
  const inConfig = config
    ? storedDocument(config.document).audiences.some((o) => o.audienceId === id)
    : false;
  const words = [
    listed(
      "the live event",
      "the live events",
      events.map((event) => `“${event.name}”`),
    ),
    listed(
      "the promo code",
      "the promo codes",
      codes.map((code) => code.code),
    ),
    listed(
      "the experiment",
      "the experiments",
      experiments.map((experiment) => `“${experiment.name}”`),
    ),
    inConfig ? "the remote config's overrides" : null,
  ].filter((part): part is string => part !== null);
  return {
    words,
    counts: {
      liveEvents: events.length,
      promoCodes: codes.length,
      experiments: experiments.length,
      remoteConfig: inConfig ? 1 : 0,
    },
  };
}

const inWords = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

export async function deleteAudience(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<AudienceRow> {
  const deleted = await deps.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Audience" WHERE id = ${input.id} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("not_found", "No such audience.");
    const before = await tx.audience.findUniqueOrThrow({ where: { id: input.id }, select: audienceSelect });
    const uses = await usesOf(tx, input.id);
    if (uses.words.length > 0) {
      throw new AppError(
        "conflict",
        `${before.name} cannot be deleted while it is used by ${inWords(uses.words)}: give them another audience first.`,
        { reason: "in_use", uses: uses.counts },
      );
    }
    await tx.audience.delete({ where: { id: input.id } });
    await recordStaffAction(tx, input.actor, null, {
      action: "audience.delete",
      audienceId: input.id,
      before: auditView(before),
      after: null,
    });
    return before;
  });
  // The size of what was deleted: its rules counted once more, for the answer.
  return toRow(deps.db, deleted, input.now);
}
