// The command line's role change (staff/cli.ts), for a deployment with no
// admin yet or none who can sign in.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { AnyRoleSchema, changeRoleLocked, type StaffRow } from "./staff-record.ts";

export const SetRoleFromCommandLineSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email("an e-mail address"),
  role: AnyRoleSchema,
});

/**
 * `npm run staff -- <e-mail> <role>`: how a new deployment gets its first admin
 * (the demo accounts are never seeded there), and a way back in when no admin
 * can sign in. Whoever runs it already holds the database, so no signed-in
 * actor is asked for; the change is recorded as the platform's own.
 */
export async function setRoleFromCommandLine(
  deps: Pick<AppDeps, "db">,
  input: z.input<typeof SetRoleFromCommandLineSchema>,
): Promise<StaffRow> {
  const { email, role } = SetRoleFromCommandLineSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!user)
      throw new AppError("not_found", `No account has the e-mail ${email}: the person signs up first.`);
    return changeRoleLocked(tx, { id: null }, user.id, role);
  });
}
