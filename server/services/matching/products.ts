import { and, asc, count, desc, eq, inArray, like, max, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileRef } from '#domain/schemas/file.ts';
import { PRODUCT_MAX_IMAGES, type Product, type ProductInput } from '#domain/schemas/matchingProduct.ts';
import type { Db } from '../../db/index.ts';
import {
  fairParticipants,
  files,
  memberProfiles,
  productImages,
  productLikes,
  products,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { containsPattern } from '../../http/list.ts';
import { releaseFiles, toFileRef } from '../files.ts';
import { filesById, refOf } from '../members/dto.ts';

/**
 * Sellers' products (docs/decisions/0008-matching.md § Products): the seller's own CRUD and uploads, the
 * public lists, likes.
 */

type ProductRow = typeof products.$inferSelect;

async function images(db: Db, ids: string[]): Promise<Map<string, FileRef[]>> {
  const result = new Map<string, FileRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ productId: productImages.productId, file: files })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position));
  for (const row of rows) result.get(row.productId)?.push(toFileRef(row.file));
  return result;
}

async function likeCounts(db: Db, ids: string[], viewerId: string | null) {
  const counts = new Map<string, number>();
  const liked = new Set<string>();
  if (ids.length === 0) return { counts, liked };
  const rows = await db
    .select({ productId: productLikes.productId, n: count() })
    .from(productLikes)
    .where(inArray(productLikes.productId, ids))
    .groupBy(productLikes.productId);
  for (const row of rows) counts.set(row.productId, row.n);
  if (viewerId) {
    const mine = await db
      .select({ productId: productLikes.productId })
      .from(productLikes)
      .where(and(inArray(productLikes.productId, ids), eq(productLikes.userId, viewerId)));
    for (const row of mine) liked.add(row.productId);
  }
  return { counts, liked };
}

export async function toProducts(db: Db, rows: ProductRow[], viewerId: string | null): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const sellerIds = [...new Set(rows.map((r) => r.sellerId))];
  const sellers = sellerIds.length
    ? await db
        .select({
          id: memberProfiles.userId,
          companyName: memberProfiles.companyName,
          logo: memberProfiles.logoFileId,
        })
        .from(memberProfiles)
        .where(inArray(memberProfiles.userId, sellerIds))
    : [];
  const [refs, pictures, likes] = await Promise.all([
    filesById(db, [...rows.map((r) => r.thumbFileId), ...sellers.map((s) => s.logo)]),
    images(db, ids),
    likeCounts(db, ids, viewerId),
  ]);
  const sellerById = new Map(sellers.map((s) => [s.id, s]));
  return rows.map((row) => {
    const seller = sellerById.get(row.sellerId);
    return {
      _id: row.id,
      seller: {
        _id: row.sellerId,
        companyName: seller?.companyName ?? '',
        logo: refOf(refs, seller?.logo ?? null),
      },
      name: row.name,
      category: row.category,
      summary: row.summary,
      description: row.description,
      price: row.price,
      shows: row.shows,
      thumb: refOf(refs, row.thumbFileId),
      images: pictures.get(row.id) ?? [],
      likes: likes.counts.get(row.id) ?? 0,
      liked: likes.liked.has(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export interface ProductQuery {
  q?: string | undefined;
  seller?: string | undefined;
  limit: number;
  offset: number;
}

/** Products the public sees: shown, of approved sellers, and (with `fairId`) of that fair's sellers. */
export function publicProductCondition(
  query: { q?: string | undefined; seller?: string | undefined; category?: string | undefined },
  fairId?: string,
): SQL | undefined {
  return and(
    eq(products.shows, true),
    inArray(
      products.sellerId,
      sql`(select ${memberProfiles.userId} from ${memberProfiles} where ${memberProfiles.status} = 'APPROVED' and ${memberProfiles.withdrawnAt} is null)`,
    ),
    fairId
      ? inArray(
          products.sellerId,
          sql`(select ${fairParticipants.userId} from ${fairParticipants} where ${fairParticipants.fairId} = ${fairId} and ${fairParticipants.role} = 'SELLER')`,
        )
      : undefined,
    query.seller ? eq(products.sellerId, query.seller) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    // name, summary, category and the long description (a buyer searches for what a product does, which
    // the name rarely says), lowered in the stored `search` column
    query.q ? like(products.search, containsPattern(query.q.toLowerCase())) : undefined,
  );
}

/** The categories of a fair's public products, for the catalogue's filter. */
export async function fairProductCategories(db: Db, fairId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(publicProductCondition({}, fairId), sql`${products.category} <> ''`))
    .orderBy(asc(products.category));
  return rows.map((r) => r.category);
}

export async function listProducts(
  db: Db,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
  viewerId: string | null,
): Promise<{ products: Product[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(condition)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  return { products: await toProducts(db, rows, viewerId), total: counted?.total ?? 0 };
}

export async function ownProduct(db: Db, sellerId: string, id: string): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

export async function productRecord(db: Db, row: ProductRow, viewerId: string | null): Promise<Product> {
  const [product] = await toProducts(db, [row], viewerId);
  return product!;
}

export async function createProduct(db: Db, sellerId: string, input: ProductInput): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({ sellerId, ...input })
    .returning();
  return productRecord(db, row!, sellerId);
}

export async function updateProduct(
  db: Db,
  sellerId: string,
  id: string,
  input: ProductInput,
): Promise<Product> {
  await ownProduct(db, sellerId, id);
  const [row] = await db.update(products).set(input).where(eq(products.id, id)).returning();
  return productRecord(db, row!, sellerId);
}

/** Deletes the product with its thumb and images (nobody else links them). */
export async function deleteProduct(app: FastifyInstance, sellerId: string, id: string): Promise<void> {
  const row = await ownProduct(app.db, sellerId, id);
  const imageRows = await app.db
    .select({ fileId: productImages.fileId })
    .from(productImages)
    .where(eq(productImages.productId, id));
  await app.db.delete(products).where(eq(products.id, id));
  await releaseFiles(app, [...imageRows.map((r) => r.fileId), ...(row.thumbFileId ? [row.thumbFileId] : [])]);
}

export async function setProductThumb(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  file: FileRef,
): Promise<Product> {
  const row = await ownProduct(app.db, sellerId, id).catch(async (error: unknown) => {
    await releaseFiles(app, [file._id]);
    throw error;
  });
  const [updated] = await app.db
    .update(products)
    .set({ thumbFileId: file._id })
    .where(eq(products.id, id))
    .returning();
  if (row.thumbFileId) await releaseFiles(app, [row.thumbFileId]);
  return productRecord(app.db, updated!, sellerId);
}

/** Appends images; more than 10 in all refuses the whole upload (400 `tooManyImages`). */
export async function addProductImages(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  uploaded: FileRef[],
): Promise<Product> {
  try {
    const row = await ownProduct(app.db, sellerId, id);
    await app.db.transaction(async (tx) => {
      const [state] = await tx
        .select({ n: count(), last: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, id));
      if ((state?.n ?? 0) + uploaded.length > PRODUCT_MAX_IMAGES) throw new HttpError(400, 'tooManyImages');
      const start = (state?.last ?? -1) + 1;
      await tx
        .insert(productImages)
        .values(
          uploaded.map((file, index) => ({ productId: id, fileId: file._id, position: start + index })),
        );
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, row.id));
    });
  } catch (error) {
    await releaseFiles(
      app,
      uploaded.map((f) => f._id),
    );
    throw error;
  }
  return productRecord(app.db, await ownProduct(app.db, sellerId, id), sellerId);
}

export async function removeProductImage(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  fileId: string,
): Promise<Product> {
  await ownProduct(app.db, sellerId, id);
  const removed = await app.db
    .delete(productImages)
    .where(and(eq(productImages.productId, id), eq(productImages.fileId, fileId)))
    .returning({ fileId: productImages.fileId });
  if (removed.length === 0) throw new HttpError(404, 'notFound');
  await releaseFiles(app, [fileId]);
  return productRecord(app.db, await ownProduct(app.db, sellerId, id), sellerId);
}

/** Likes (buyers only; the route checks the type). Liking twice is no error. */
export async function likeProduct(db: Db, userId: string, productId: string): Promise<void> {
  const [visible] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), publicProductCondition({})));
  if (!visible) throw new HttpError(404, 'notFound');
  await db.insert(productLikes).values({ userId, productId }).onConflictDoNothing();
}

export async function unlikeProduct(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(productLikes)
    .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
}

export function likedCondition(userId: string): SQL | undefined {
  return and(
    publicProductCondition({}),
    inArray(
      products.id,
      sql`(select ${productLikes.productId} from ${productLikes} where ${productLikes.userId} = ${userId})`,
    ),
  );
}
