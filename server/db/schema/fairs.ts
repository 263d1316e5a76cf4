import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';

export const PARTICIPANT_ROLES = ['SELLER', 'BUYER'] as const;
export const MATCHING_MODES = ['ONLINE', 'OFFLINE'] as const;

/**
 * Matching events (docs/decisions/0008-matching.md § Fairs): three periods and a slot grid of Seoul
 * dates × times. Slots are named by their Seoul wall time (`2026-12-10T10:00`).
 */
export const fairs = pgTable(
  'fairs',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    place: text().notNull().default(''),
    thumbFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    shows: boolean().notNull().default(true),
    sellerRecruitFrom: timestamptz().notNull(),
    sellerRecruitTo: timestamptz().notNull(),
    buyerApplyFrom: timestamptz().notNull(),
    buyerApplyTo: timestamptz().notNull(),
    eventFrom: timestamptz().notNull(),
    eventTo: timestamptz().notNull(),
    dates: text().array().notNull(),
    times: text().array().notNull(),
    slotMinutes: integer().notNull().default(30),
    offerTtlHours: integer().notNull().default(72),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('fairs_event_from_idx').on(t.eventFrom)],
);

/** Who takes part in a fair, as seller or buyer. */
export const fairParticipants = pgTable(
  'fair_participants',
  {
    fairId: uuid()
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: PARTICIPANT_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fairId, t.userId] }),
    check('fair_participants_role_check', sql`${t.role} in ('SELLER', 'BUYER')`),
    index('fair_participants_user_idx').on(t.userId),
  ],
);

/** A buyer's available slots in one fair and the preferred mode. */
export const buyerSchedules = pgTable(
  'buyer_schedules',
  {
    fairId: uuid()
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slots: text().array().notNull(),
    mode: text({ enum: MATCHING_MODES }).notNull(),
    note: text().notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fairId, t.buyerId] }),
    check('buyer_schedules_mode_check', sql`${t.mode} in ('ONLINE', 'OFFLINE')`),
  ],
);

/** A seller's products, shown on the fair's pages once the seller is approved. */
export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text().notNull().default(''),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    price: text().notNull().default(''),
    shows: boolean().notNull().default(true),
    thumbFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    /**
     * The catalogue's search text, lowered once when written: `LIKE` on it is ten times faster than `ILIKE`
     * on four columns of Korean text (bench part `fair`, 2,000 products).
     */
    search: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${products.name} || ' ' || ${products.summary} || ' ' || ${products.category} || ' ' || ${products.description})`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_seller_idx').on(t.sellerId, t.createdAt)],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] })],
);

/** A buyer likes a product. */
export const productLikes = pgTable(
  'product_likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_likes_product_idx').on(t.productId),
  ],
);

/** A buyer bookmarks a seller. */
export const sellerBookmarks = pgTable(
  'seller_bookmarks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerId] }),
    index('seller_bookmarks_seller_idx').on(t.sellerId),
  ],
);
