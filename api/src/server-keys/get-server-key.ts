// One server key for the console, with its status (never its secret).
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { rowSelect, type ServerKeyRow, withSuccessors } from "./server-key-record.ts";

export async function getServerKey(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string; now: Date },
): Promise<ServerKeyRow> {
  const key = await deps.db.serverKey.findUnique({ where: { id: input.id }, select: rowSelect });
  if (!key) throw new AppError("not_found", "No such server key.");
  const [row] = await withSuccessors(deps.db, [key], input.now);
  return row!;
}
