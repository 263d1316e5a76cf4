import { and, asc, eq, ne } from 'drizzle-orm';
import { localize } from '#domain/localized.ts';
import type { Locale } from '#domain/locale.ts';
import type {
  ConsoleShopCategory,
  PublicShopCategory,
  ShopCategoryInput,
} from '#domain/schemas/shopCatalogue.ts';
import type { Db } from '#server/db/index.ts';
import { shopCategories, shopProducts } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { tableCrud } from '../tableCrud.ts';

type Row = typeof shopCategories.$inferSelect;

function toConsoleCategory(row: Row): ConsoleShopCategory {
  return {
    _id: row.id,
    name: row.name,
    parentId: row.parentId,
    order: row.order,
    shows: row.shows,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const crud = tableCrud({
  table: shopCategories,
  id: shopCategories.id,
  toRecord: toConsoleCategory,
  values: (input: ShopCategoryInput) => input,
  search: [shopCategories.name],
  equals: { shows: shopCategories.shows, parentId: shopCategories.parentId },
  sorts: { order: shopCategories.order, name: shopCategories.name, createdAt: shopCategories.createdAt },
  defaultSort: 'order',
  tieBreak: [shopCategories.order, shopCategories.createdAt],
});

/**
 * Two levels at most: the parent must be a top-level category other than this one, and a category that has
 * children stays top-level.
 */
async function checkParent(db: Db, input: ShopCategoryInput, id?: string): Promise<void> {
  const refuse = () => {
    throw new HttpError(400, 'invalidInput', { parentId: 'shopCategoryParentInvalid' });
  };
  if (input.parentId === null) return;
  if (input.parentId === id) refuse();
  const [parent] = await db
    .select({ parentId: shopCategories.parentId })
    .from(shopCategories)
    .where(eq(shopCategories.id, input.parentId));
  if (!parent || parent.parentId !== null) refuse();
  if (id) {
    const [child] = await db
      .select({ id: shopCategories.id })
      .from(shopCategories)
      .where(and(eq(shopCategories.parentId, id), ne(shopCategories.id, id)))
      .limit(1);
    if (child) refuse();
  }
}

export const categoryService = {
  ...crud,
  async create(db: Db, input: ShopCategoryInput) {
    await checkParent(db, input);
    return crud.create(db, input);
  },
  async update(db: Db, id: string, input: ShopCategoryInput) {
    await checkParent(db, input, id);
    return crud.update(db, id, input);
  },
  async remove(db: Db, id: string) {
    const [child] = await db
      .select({ id: shopCategories.id })
      .from(shopCategories)
      .where(eq(shopCategories.parentId, id))
      .limit(1);
    const [product] = await db
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(eq(shopProducts.categoryId, id))
      .limit(1);
    if (child || product) throw new HttpError(409, 'shopCategoryInUse');
    return crud.remove(db, id);
  },
};

/** The shown categories by order, in the visitor's language; a child of a hidden parent is hidden too. */
export async function publicCategories(db: Db, locale: Locale): Promise<PublicShopCategory[]> {
  const rows = await db
    .select()
    .from(shopCategories)
    .where(eq(shopCategories.shows, true))
    .orderBy(asc(shopCategories.order), asc(shopCategories.createdAt), asc(shopCategories.id));
  const shown = new Set(rows.filter((row) => row.parentId === null).map((row) => row.id));
  return rows
    .filter((row) => row.parentId === null || shown.has(row.parentId))
    .map((row) => {
      const { texts, lang } = localize({ name: row.name }, row.translations, locale);
      return { _id: row.id, name: texts.name, lang, parentId: row.parentId, order: row.order };
    });
}
