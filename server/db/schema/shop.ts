import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import type { OrderStatus } from '#domain/shop/orderStatus.ts';
import type { ShopProductStatus } from '#domain/schemas/shopCatalogue.ts';
import { auctionInvoices } from './auction.ts';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

/** The shop (docs/decisions/0029-shop-orders-and-payment.md). Money columns are integer won. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: id(),
    /** Two levels: a parent is always top-level (the service checks). */
    parentId: uuid().references((): AnyPgColumn => shopCategories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_categories_parent_idx').on(t.parentId, t.order)],
);

export const shopProducts = pgTable(
  'shop_products',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    translations: jsonb().$type<Translations<'name' | 'description' | 'maker'>>().notNull().default({}),
    maker: text().notNull(),
    price: integer().notNull(),
    salePrice: integer(),
    shippingFee: integer().notNull().default(0),
    freeShippingOver: integer(),
    status: text().$type<ShopProductStatus>().notNull().default('ON_SALE'),
    thumb: text(),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** Units paid for (popular sort); moved with payments and cancels. */
    sold: integer().notNull().default(0),
    order: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shop_products_category_idx').on(t.categoryId),
    check(
      'shop_products_price_check',
      sql`${t.price} >= 0 AND (${t.salePrice} IS NULL OR ${t.salePrice} >= 0)`,
    ),
  ],
);

/** An option of a product with its own stock; the stock never goes below zero (the check is the last guard). */
export const shopOptions = pgTable(
  'shop_options',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
    extraPrice: integer().notNull().default(0),
    stock: integer().notNull(),
    position: integer().notNull().default(0),
    /** Left out of the product's last edit: kept for the orders that name it, no longer sold. */
    retired: boolean().notNull().default(false),
  },
  (t) => [
    index('shop_options_product_idx').on(t.productId, t.position),
    check('shop_options_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * Units taken off an option for a checkout that is still writing its order
 * (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md): the order's transaction deletes its holds; a checkout
 * that fails puts the units back; a hold past `expiresAt` (its process died) is put back by the sweep.
 */
export const shopStockHolds = pgTable(
  'shop_stock_holds',
  {
    id: id(),
    optionId: uuid()
      .notNull()
      .references(() => shopOptions.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('shop_stock_holds_expires_idx').on(t.expiresAt)],
);

/** A member's cart: one line per option, the price they saw when adding it (to tell them it changed). */
export const shopCartLines = pgTable(
  'shop_cart_lines',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: uuid()
      .notNull()
      .references(() => shopOptions.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    seenPrice: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shop_cart_lines_user_option_idx').on(t.userId, t.optionId)],
);

export const shopOrders = pgTable(
  'shop_orders',
  {
    id: id(),
    /** What the buyer and the gateway see (`ordr_idxx`): date and random digits. */
    number: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().$type<OrderStatus>().notNull().default('PENDING'),
    // totals, computed by the server at creation and never changed after
    itemsTotal: integer().notNull(),
    shippingFee: integer().notNull(),
    discount: integer().notNull().default(0),
    points: integer().notNull().default(0),
    total: integer().notNull(),
    payMethod: text().notNull(),
    recipient: text().notNull(),
    phone: text().notNull(),
    postcode: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(''),
    memo: text().notNull().default(''),
    /** The purchase terms (`terms` code `purchase`) the buyer accepted: their last edit's time, ISO. */
    termsVersion: text(),
    carrier: text(),
    trackingNumber: text(),
    /**
     * A bank transfer's virtual account, issued by the payment window (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md):
     * the gateway's transaction, the account the buyer deposits to, and the deposit's deadline in `expiresAt`.
     */
    depositTid: text(),
    depositAccount: text(),
    /** Unpaid after this, the reservation is released (server/services/shop/expiry.ts). */
    expiresAt: timestamptz().notNull(),
    paidAt: timestamptz(),
    shippedAt: timestamptz(),
    /** The 7 days for a return and the automatic purchase confirmation count from here. */
    deliveredAt: timestamptz(),
    confirmedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shop_orders_user_idx').on(t.userId, t.createdAt),
    index('shop_orders_status_idx').on(t.status, t.expiresAt),
    index('shop_orders_created_idx').on(t.createdAt),
    check(
      'shop_orders_total_check',
      sql`${t.total} = ${t.itemsTotal} + ${t.shippingFee} - ${t.discount} - ${t.points}`,
    ),
  ],
);

/** What was bought, frozen at the order's creation (name, option and price as they were). */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    optionId: uuid()
      .notNull()
      .references(() => shopOptions.id, { onDelete: 'restrict' }),
    productName: text().notNull(),
    optionName: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    amount: integer().notNull(),
    /**
     * The line's share of the order's discounts and points (domain/shop/paidShares.ts): what was paid for it
     * is `amount - discount`, the most a refund of it gives back (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md).
     */
    discount: integer().notNull().default(0),
    /**
     * When the line's units went back on its option (expiry, a cancel, a refund of goods in our hands:
     * docs/decisions/0037-shop-restock-and-refund-retry.md); set once, so a unit never comes back twice.
     */
    restockedAt: timestamptz(),
  },
  (t) => [index('shop_order_lines_order_idx').on(t.orderId)],
);

/**
 * Money moves, append-only: an approval, a refund (full or partial). One approval per order is the
 * unique index's to keep, not the code's.
 */
export const shopPayments = pgTable(
  'shop_payments',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'restrict' }),
    kind: text().$type<'APPROVAL' | 'REFUND'>().notNull(),
    provider: text().notNull(),
    /** The gateway's transaction number (`tno`). */
    tid: text().notNull(),
    method: text().notNull(),
    amount: integer().notNull(),
    /**
     * A refund's order line; null on an approval and on the refund of the shipping fee
     * (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md: every refund names what it gives back).
     */
    lineId: uuid().references(() => shopOrderLines.id, { onDelete: 'restrict' }),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_payments_one_approval_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'APPROVAL'`),
    index('shop_payments_created_idx').on(t.createdAt),
    index('shop_payments_order_idx').on(t.orderId, t.kind),
    // an order paid in full by points and coupons has an approval of 0 (provider `points`, no gateway)
    check(
      'shop_payments_amount_check',
      sql`${t.amount} > 0 OR (${t.kind} = 'APPROVAL' AND ${t.amount} = 0 AND ${t.provider} = 'points')`,
    ),
  ],
);

/** The order's timeline: every state change, by whom and why. */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull(),
    /** `buyer`, `manager:<username>`, `system`. */
    actor: text().notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('shop_order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The payment simulator's own ledger, standing in for the gateway's side (PAYMENT_PROVIDER=simulator): what
 * the window approved and what was cancelled there. The shop reads it only through the provider interface.
 */
export const shopSimulatorTransactions = pgTable('shop_simulator_transactions', {
  tid: text().primaryKey(),
  orderNumber: text().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
  method: text().notNull(),
  /** Still cancellable at the gateway; a full cancel sets it to 0. */
  remaining: bigint({ mode: 'number' }).notNull(),
  /** A virtual account waits for its deposit: nothing is approved until it arrives. */
  deposited: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Cancels owed at the payment gateway (docs/decisions/0037-shop-restock-and-refund-retry.md): written in the
 * transaction of the refund rows (or of the refusal of an approval), tried at once after it commits, and
 * swept with FOR UPDATE SKIP LOCKED and a lease until the gateway answers. `balanceBefore` is what the
 * gateway holds of `tid` before this cancel (KCP's `rem_mny`): the gateway refuses a cancel whose balance no
 * longer matches, so a retry of a cancel that went through cannot refund twice. A tid's cancels run in order.
 * An auction invoice's approval given back is owed here too, under `invoiceId`
 * (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md).
 */
export const shopGatewayCancels = pgTable(
  'shop_gateway_cancels',
  {
    id: id(),
    /** What the money was paid for: an order, or an auction invoice (exactly one of the two). */
    orderId: uuid().references(() => shopOrders.id, { onDelete: 'restrict' }),
    invoiceId: uuid().references(() => auctionInvoices.id, { onDelete: 'restrict' }),
    provider: text().notNull(),
    tid: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceBefore: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull().default(''),
    attempts: integer().notNull().default(0),
    dueAt: timestamptz().notNull().defaultNow(),
    claimedUntil: timestamptz(),
    doneAt: timestamptz(),
    /**
     * DONE: the gateway cancelled; REFUSED: it said no (a manager looks: the last error says why); BY_HAND: a
     * manager returned the money another way (a bank transfer) after a refusal, `settledBy` with `settledNote`.
     */
    outcome: text().$type<'DONE' | 'REFUSED' | 'BY_HAND'>(),
    lastError: text().notNull().default(''),
    settledBy: text(),
    settledNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_gateway_cancels_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
    // one cancel per balance of a tid: the same cancel decided twice (an approval refused twice) is owed once
    uniqueIndex('shop_gateway_cancels_tid_idx').on(t.tid, t.balanceBefore),
    index('shop_gateway_cancels_order_idx').on(t.orderId),
    index('shop_gateway_cancels_invoice_idx').on(t.invoiceId),
    check('shop_gateway_cancels_bill_check', sql`(${t.orderId} IS NULL) <> (${t.invoiceId} IS NULL)`),
    check('shop_gateway_cancels_amount_check', sql`${t.amount} > 0 and ${t.amount} <= ${t.balanceBefore}`),
  ],
);

/**
 * What NHN KCP approved (PAYMENT_PROVIDER=kcp), as its approval call answered: the shop reads it through
 * the provider interface as it reads the simulator's ledger; a virtual account waits for KCP's deposit
 * notice (`deposited`). KCP keeps the balance itself.
 */
export const shopKcpTransactions = pgTable('shop_kcp_transactions', {
  tid: text().primaryKey(),
  orderNumber: text().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
  method: text().notNull(),
  /** The virtual account to deposit to (bank and number), null for a card. */
  account: text(),
  deposited: boolean().notNull().default(true),
  createdAt: createdAt(),
});
