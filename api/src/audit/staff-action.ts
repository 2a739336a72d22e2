// The one way a staff change is recorded: a History `staff_action` row
// ({action, before, after, …}) written by the caller inside the change's own
// transaction, so the audit trail can never miss or invent a change.
import type { StaffRole } from "../auth/guards.ts";
import { historyTypes } from "../config/game.ts";
import type { Db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";

/** Who is acting (the signed-in staff member). */
export interface Actor {
  id: string;
  role: StaffRole;
}

export async function recordStaffAction(
  tx: Db,
  // id null: the platform itself acting (the seed, a job), not a signed-in staff member.
  actor: { id: string | null },
  userId: string | null,
  data: { action: string; before: unknown; after: unknown } & Record<string, unknown>,
): Promise<{ id: number }> {
  return tx.history.create({
    select: { id: true },
    data: { type: historyTypes.staffAction, actorId: actor.id, userId, data: data as Prisma.InputJsonValue },
  });
}
