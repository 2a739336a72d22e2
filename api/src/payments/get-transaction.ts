// One gem purchase for the console.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { readTransaction, type TransactionRow } from "./transaction-record.ts";

export async function getTransaction(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string | number },
): Promise<TransactionRow> {
  return readTransaction(deps, input.id);
}
