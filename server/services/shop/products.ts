import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ConsoleShopProduct,
  ShopProductInput,
  ShopProductStatus,
} from '#domain/schemas/shopCatalogue.ts';
import type { Db } from '#server/db/index.ts';
import { shopCategories, shopOptions, shopOrderLines, shopProducts } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { resolveImage } from '../contentImage.ts';
import { paged } from '../export.ts';

type ProductRow = typeof shopProducts.$inferSelect;
type OptionRow = typeof shopOptions.$inferSelect;

/** The options still sold of each product, in their order. */
export async function optionsOf(db: Db, productIds: readonly string[]): Promise<Map<string, OptionRow[]>> {
  const out = new Map<string, OptionRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = await db
    .select()
    .from(shopOptions)
    .where(and(inArray(shopOptions.productId, [...productIds]), eq(shopOptions.retired, false)))
    .orderBy(asc(shopOptions.position), asc(shopOptions.id));
  for (const row of rows) out.get(row.productId)?.push(row);
  return out;
}

export function productFields(row: ProductRow) {
  return {
    _id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    maker: row.maker,
    price: row.price,
    salePrice: row.salePrice,
    shippingFee: row.shippingFee,
    freeShippingOver: row.freeShippingOver,
    thumb: row.thumb,
    images: row.images,
    sold: row.sold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toConsoleProduct(row: ProductRow, options: OptionRow[]): ConsoleShopProduct {
  return {
    ...productFields(row),
    status: row.status,
    order: row.order,
    translations: row.translations,
    options: options.map((o) => ({
      _id: o.id,
      name: o.name,
      translations: o.translations,
      extraPrice: o.extraPrice,
      stock: o.stock,
    })),
  };
}

async function withOptions(db: Db, rows: ProductRow[]): Promise<ConsoleShopProduct[]> {
  const options = await optionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toConsoleProduct(row, options.get(row.id) ?? []));
}

export const PRODUCT_SORTS = ['order', 'name', 'price', 'sold', 'createdAt', 'updatedAt'] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];
const SORT_COLUMNS = {
  order: shopProducts.order,
  name: shopProducts.name,
  price: shopProducts.price,
  sold: shopProducts.sold,
  createdAt: shopProducts.createdAt,
  updatedAt: shopProducts.updatedAt,
} satisfies Record<ProductSort, unknown>;

export interface ConsoleProductFilter {
  q?: string | undefined;
  categoryId?: string | undefined;
  status?: ShopProductStatus | undefined;
}

function consoleWhere(filter: ConsoleProductFilter): SQL | undefined {
  return and(
    searchIn(filter.q, shopProducts.name, shopProducts.maker),
    filter.categoryId ? inCategory(filter.categoryId) : undefined,
    filter.status ? eq(shopProducts.status, filter.status) : undefined,
  );
}

/** Products of the category or of its subcategories (a top-level category's filter includes its children). */
export function inCategory(categoryId: string): SQL {
  const children = sql`(select ${shopCategories.id} from ${shopCategories} where ${shopCategories.parentId} = ${categoryId})`;
  return or(eq(shopProducts.categoryId, categoryId), inArray(shopProducts.categoryId, children))!;
}

async function selectConsole(
  db: Db,
  filter: ConsoleProductFilter,
  o: ListOrder<ProductSort>,
  limit: number,
  offset: number,
) {
  const direction = o.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(shopProducts)
    .where(consoleWhere(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'order']), asc(shopProducts.order), asc(shopProducts.id))
    .limit(limit)
    .offset(offset);
  return withOptions(db, rows);
}

async function productValues(db: Db, input: ShopProductInput) {
  const [category] = await db
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(eq(shopCategories.id, input.categoryId));
  if (!category) throw new HttpError(400, 'invalidInput', { categoryId: 'shopCategoryRequired' });
  return {
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    translations: input.translations ?? {},
    maker: input.maker,
    price: input.price,
    salePrice: input.salePrice,
    shippingFee: input.shippingFee,
    freeShippingOver: input.freeShippingOver,
    status: input.status,
    thumb: input.thumb === null ? null : await resolveImage(db, input.thumb),
    images: await Promise.all(input.images.map((image) => resolveImage(db, image))),
    order: input.order,
  };
}

/**
 * The product's options as the edit gives them: a known `_id` is updated in place (orders and carts name it),
 * a new one inserted, and one left out retired rather than deleted.
 */
async function saveOptions(db: Db, productId: string, options: ShopProductInput['options']): Promise<void> {
  const kept = options.flatMap((o) => (o._id ? [o._id] : []));
  await db
    .update(shopOptions)
    .set({ retired: true })
    .where(
      and(eq(shopOptions.productId, productId), kept.length ? notInArray(shopOptions.id, kept) : undefined),
    );
  for (const [position, option] of options.entries()) {
    const values = {
      name: option.name,
      translations: option.translations ?? {},
      extraPrice: option.extraPrice,
      stock: option.stock,
      position,
      retired: false,
    };
    const updated = option._id
      ? await db
          .update(shopOptions)
          .set(values)
          .where(and(eq(shopOptions.id, option._id), eq(shopOptions.productId, productId)))
          .returning({ id: shopOptions.id })
      : [];
    if (updated.length === 0) await db.insert(shopOptions).values({ ...values, productId });
  }
}

async function getProduct(db: Db, id: string): Promise<ConsoleShopProduct | null> {
  const rows = await db.select().from(shopProducts).where(eq(shopProducts.id, id));
  const [product] = await withOptions(db, rows);
  return product ?? null;
}

/** The console's products (`/api/console/shop/products`), options and stock edited with the product. */
export const productService = {
  sorts: PRODUCT_SORTS as unknown as [ProductSort, ...ProductSort[]],
  async list(
    db: Db,
    query: ConsoleProductFilter & ListOrder<ProductSort> & { limit: number; offset: number },
  ) {
    const [items, [counted]] = await Promise.all([
      selectConsole(db, query, query, query.limit, query.offset),
      db.select({ total: count() }).from(shopProducts).where(consoleWhere(query)),
    ]);
    return { items, total: counted?.total ?? 0 };
  },
  each(db: Db, filter: ConsoleProductFilter, o: ListOrder<ProductSort>) {
    return paged((offset, limit) => selectConsole(db, filter, o, limit, offset));
  },
  get: getProduct,
  async create(db: Db, input: ShopProductInput): Promise<ConsoleShopProduct> {
    const values = await productValues(db, input);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(shopProducts).values(values).returning({ id: shopProducts.id });
      if (!row) throw new Error('product not inserted');
      await saveOptions(tx, row.id, input.options);
      return row.id;
    });
    return (await getProduct(db, id))!;
  },
  async update(db: Db, id: string, input: ShopProductInput): Promise<ConsoleShopProduct | null> {
    const values = await productValues(db, input);
    const found = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(shopProducts)
        .set(values)
        .where(eq(shopProducts.id, id))
        .returning({ id: shopProducts.id });
      if (!row) return false;
      await saveOptions(tx, id, input.options);
      return true;
    });
    return found ? getProduct(db, id) : null;
  },
  async remove(db: Db, id: string): Promise<boolean> {
    // ordered once, a product stays for its orders: the manager hides it instead
    const [ordered] = await db
      .select({ id: shopOrderLines.id })
      .from(shopOrderLines)
      .where(eq(shopOrderLines.productId, id))
      .limit(1);
    if (ordered) throw new HttpError(409, 'shopProductOrdered');
    return (await db.delete(shopProducts).where(eq(shopProducts.id, id)).returning()).length > 0;
  },
};
