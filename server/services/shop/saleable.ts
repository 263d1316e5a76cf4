import { and, eq, inArray, ne } from 'drizzle-orm';
import { unitPrice } from '#domain/shop/pricing.ts';
import type { Db } from '#server/db/index.ts';
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

/** The options by id as the shop sells them now (prices read here, never from the client). */
export async function saleableOptions(db: Db, optionIds: readonly string[]): Promise<Map<string, Saleable>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({ option: shopOptions, product: shopProducts, shows: shopCategories.shows })
    .from(shopOptions)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOptions.productId))
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .where(and(inArray(shopOptions.id, [...optionIds]), ne(shopProducts.status, 'HIDDEN')));
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
