import { and, eq, ne, sql } from 'drizzle-orm';
import { unitPrice } from '#domain/shop/pricing.ts';
import type { Db } from '#server/db/index.ts';
import { grouped, HOT_GROUP_LIMITS } from '#server/db/grouped.ts';
import { preparedPerDb } from '#server/db/prepared.ts';
import { shopCategories, shopOptions, shopProducts } from '#server/db/schema/index.ts';

/** An option as it can be bought now, with the server's price for one unit. */
export interface Saleable {
  optionId: string;
  optionName: string;
  productId: string;
  productName: string;
  thumb: string | null;
  stock: number;
  unitPrice: number;
  /** On sale, not retired, in a shown category. */
  onSale: boolean;
  product: typeof shopProducts.$inferSelect;
}

/**
 * The options by id as the shop sells them now (prices read here, never from the client). Every checkout and
 * every refusal of a hot product asks: the asks that arrive while one is read are read together
 * (server/db/grouped.ts), one query for the lot.
 */
export async function saleableOptions(db: Db, optionIds: readonly string[]): Promise<Map<string, Saleable>> {
  if (optionIds.length === 0) return new Map();
  return groupedSaleableOf(db)(optionIds);
}

const groupedSaleableOf = preparedPerDb((db) =>
  grouped(async (asks: readonly (readonly string[])[]) => {
    const read = await readSaleable(db, [...new Set(asks.flat())]);
    return asks.map((ids) => {
      const answer = new Map<string, Saleable>();
      for (const id of ids) {
        const option = read.get(id);
        if (option) answer.set(id, option);
      }
      return answer;
    });
  }, HOT_GROUP_LIMITS),
);

async function readSaleable(db: Db, optionIds: string[]): Promise<Map<string, Saleable>> {
  const rows = await saleableQueryOf(db).execute({ ids: optionIds });
  return new Map(
    rows.map(({ option, product, shows }) => [
      option.id,
      {
        optionId: option.id,
        optionName: option.name,
        productId: product.id,
        productName: product.name,
        thumb: product.thumb,
        stock: option.stock,
        unitPrice: unitPrice(product, option),
        onSale: shows && !option.retired && product.status === 'ON_SALE',
        product,
      },
    ]),
  );
}

/**
 * The read of saleableOptions, prepared once per database (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md):
 * every checkout and every refusal of a hot product runs it.
 */
const saleableQueryOf = preparedPerDb((db) =>
  db
    .select({ option: shopOptions, product: shopProducts, shows: shopCategories.shows })
    .from(shopOptions)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOptions.productId))
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .where(
      and(sql`${shopOptions.id} = any(${sql.placeholder('ids')}::uuid[])`, ne(shopProducts.status, 'HIDDEN')),
    )
    .prepare('shop_saleable_options'),
);
