// A player's purchase history: shop purchases and gem purchases, newest first.
// An egg's purchase carries what it hatched (its SummonPull, read in the same query).
import type { AppDeps } from "../context.ts";
import { type SummonPullResult, summonPullOf, summonPullSelect } from "../summons/pull-from-egg.ts";

export interface PurchaseHistory {
  shop: {
    id: number;
    name: string;
    category: string;
    price: number;
    currency: string;
    boughtAt: string;
    /** What an egg hatched; null for other items. */
    pull: SummonPullResult | null;
  }[];
  gems: {
    id: number;
    gems: number;
    price: number;
    currency: string;
    status: string;
    description: string;
    createdAt: string;
  }[];
}

export async function listPurchases(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; limit?: number },
): Promise<PurchaseHistory> {
  const take = Math.min(Math.max(input.limit ?? 50, 1), 200);
  const [shop, gems] = await Promise.all([
    deps.db.shopItemTransaction.findMany({
      where: { userId: input.userId },
      orderBy: [{ boughtAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        price: true,
        currency: true,
        boughtAt: true,
        shopItem: { select: { name: true, category: true } },
        pull: { select: summonPullSelect },
      },
    }),
    deps.db.transaction.findMany({
      where: { userId: input.userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
    }),
  ]);
  return {
    shop: shop.map((row) => ({
      id: row.id,
      name: row.shopItem.name,
      category: row.shopItem.category,
      price: row.price,
      currency: row.currency,
      boughtAt: row.boughtAt.toISOString(),
      pull: row.pull ? summonPullOf(row.pull) : null,
    })),
    gems: gems.map((row) => ({
      id: row.id,
      gems: row.gems,
      price: row.price,
      currency: row.currency,
      status: row.status,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
