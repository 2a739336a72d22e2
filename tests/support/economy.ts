// Helpers for economy tests: a signed-in Cookie header without going through
// the password sign-in (argon2 would dominate concurrency tests), and money.
import { issueSessionToken, sessionClaims } from "../../api/src/auth/session.ts";
import { authSettings } from "../../api/src/auth/settings.ts";
import type { Currency } from "../../api/src/catalogue/basics.ts";
import { shopCatalogue } from "../../api/src/catalogue/shop.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { shopItemRowOf } from "../../api/src/shop/catalogue-row.ts";
import { credit, debitAtMost } from "../../api/src/wallet/wallet.ts";

/** The Cookie header of a fresh session of this user (as the sign-in layer issues it). */
export async function sessionCookie(deps: Pick<AppDeps, "db" | "env">, userId: string): Promise<string> {
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, role: true, hasGameAccess: true, sessionVersion: true },
  });
  const settings = authSettings(deps.env);
  const token = await issueSessionToken(
    settings,
    sessionClaims(
      {
        id: user.id,
        email: user.email,
        name: null,
        image: null,
        role: user.role,
        hasGameAccess: user.hasGameAccess,
      },
      user.sessionVersion,
    ),
  );
  return `${settings.cookies.sessionToken}=${token}`;
}

/** Sets a balance through the wallet (so the ledger still matches). */
export async function setBalance(
  deps: Pick<AppDeps, "db">,
  userId: string,
  currency: Currency,
  amount: number,
) {
  await deps.db.$transaction(async (tx) => {
    await debitAtMost(tx, { userId, currency, amount: 1_000_000_000, reason: "staff_grant", ref: "test" });
    if (amount > 0) await credit(tx, { userId, currency, amount, reason: "staff_grant", ref: "test" });
  });
}

/** Every catalogue item on sale at once; their ids by name. */
export async function stockWholeShop(deps: Pick<AppDeps, "db">): Promise<Map<string, number>> {
  await deps.db.shopItem.createMany({
    data: shopCatalogue.map((item) => ({ ...shopItemRowOf(item), isAvailable: true })),
  });
  const rows = await deps.db.shopItem.findMany({ select: { id: true, name: true } });
  return new Map(rows.map((row) => [row.name, row.id]));
}
