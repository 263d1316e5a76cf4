import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { localize } from '#domain/localized.ts';
import type { Locale } from '#domain/locale.ts';
import type { PublicShopProduct, ShopSort } from '#domain/schemas/shopCatalogue.ts';
import type { Db } from '#server/db/index.ts';
import { shopCategories, shopProducts } from '#server/db/schema/index.ts';
import { searchIn } from '#server/http/list.ts';
import { inCategory, optionsOf, productFields } from './products.ts';

type ProductRow = typeof shopProducts.$inferSelect;

/** What the buyer pays per unit before options: the sale price when there is one. */
const effectivePrice = sql<number>`coalesce(${shopProducts.salePrice}, ${shopProducts.price})`;

/**
 * Products the site shows: not hidden, in a shown category whose parent (if any) is shown too. Their reviews
 * and questions follow it (services/shopReviews).
 */
export const visible: SQL = and(
  ne(shopProducts.status, 'HIDDEN'),
  sql`exists (select 1 from ${shopCategories} c left join ${shopCategories} p on p.id = c.parent_id
    where c.id = ${shopProducts.categoryId} and c.shows and (p.id is null or p.shows))`,
)!;

const SORTS: Record<ShopSort, SQL[]> = {
  new: [desc(shopProducts.createdAt)],
  popular: [desc(shopProducts.sold), asc(shopProducts.order)],
  priceAsc: [asc(effectivePrice)],
  priceDesc: [desc(effectivePrice)],
};

export interface StorefrontQuery {
  q?: string | undefined;
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: ShopSort;
  limit: number;
  offset: number;
}

async function toPublic(db: Db, rows: ProductRow[], locale: Locale): Promise<PublicShopProduct[]> {
  const options = await optionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = options.get(row.id) ?? [];
    const { texts, lang } = localize(
      { name: row.name, description: row.description, maker: row.maker },
      row.translations,
      locale,
    );
    const inStock = own.some((o) => o.stock > 0);
    return {
      ...productFields(row),
      ...texts,
      lang,
      status: row.status === 'ON_SALE' && inStock ? 'ON_SALE' : 'SOLD_OUT',
      options: own.map((o) => {
        const name = localize({ name: o.name }, o.translations, locale);
        return {
          _id: o.id,
          name: name.texts.name,
          lang: name.lang,
          extraPrice: o.extraPrice,
          stock: o.stock,
        };
      }),
    };
  });
}

/** `/api/v1/shop/products`: search (name, maker), category (a parent includes its children), price range, sort. */
export async function listStorefront(db: Db, query: StorefrontQuery, locale: Locale) {
  const where = and(
    visible,
    searchIn(query.q, shopProducts.name, shopProducts.maker),
    query.category ? inCategory(query.category) : undefined,
    query.minPrice === undefined ? undefined : gte(effectivePrice, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(effectivePrice, query.maxPrice),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(shopProducts)
      .where(where)
      .orderBy(...SORTS[query.sort], desc(shopProducts.createdAt), asc(shopProducts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(shopProducts).where(where),
  ]);
  return { products: await toPublic(db, rows, locale), total: counted?.total ?? 0 };
}

export async function getStorefrontProduct(
  db: Db,
  id: string,
  locale: Locale,
): Promise<PublicShopProduct | null> {
  const rows = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.id, id), visible));
  const [product] = await toPublic(db, rows, locale);
  return product ?? null;
}
