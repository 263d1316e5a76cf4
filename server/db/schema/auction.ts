import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import type { AuctionFile, InvoiceStatus, RegistrationStatus, WorkResult } from '#domain/schemas/auction.ts';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

/**
 * The timed auction (docs/decisions/0033-timed-auction.md): hall → program (a sale) → work (a lot) by an
 * author. Money columns are integer won in `bigint` read as numbers (`won()`): a hammer of ₩2.5B with its
 * premium passes the `integer`'s ₩2,147,483,647 (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md).
 * A work's bidding state (price, leader, maxima, close) lives on its row, which each bid locks; the maxima
 * are private to their bidders and leave the server in no answer but the bidder's own.
 */
/** Integer won, as a JavaScript number (exact below 2^53). */
const won = () => bigint({ mode: 'number' });
/** The lot and the registered bidder a bid or an invoice is of; neither is deleted while it stands. */
const lotId = () =>
  uuid()
    .notNull()
    .references(() => auctionWorks.id, { onDelete: 'restrict' });
const bidderId = () =>
  uuid()
    .notNull()
    .references(() => auctionRegistrations.id, { onDelete: 'restrict' });

export const auctionHalls = pgTable('auction_halls', {
  id: id(),
  name: text().notNull(),
  text: text().notNull().default(''),
  translations: jsonb().$type<Translations<'name' | 'text'>>().notNull().default({}),
  cover: text(),
  order: integer().notNull().default(0),
  shows: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const auctionPrograms = pgTable(
  'auction_programs',
  {
    id: id(),
    hallId: uuid()
      .notNull()
      .references(() => auctionHalls.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    terms: text().notNull().default(''),
    translations: jsonb().$type<Translations<'title' | 'description' | 'terms'>>().notNull().default({}),
    previewFrom: timestamptz().notNull(),
    opensAt: timestamptz().notNull(),
    firstCloseAt: timestamptz().notNull(),
    /** Seconds between two lots' scheduled closes. */
    closeIntervalSeconds: integer().notNull().default(60),
    softCloseWindowSeconds: integer().notNull().default(120),
    softCloseExtensionSeconds: integer().notNull().default(120),
    /** The buyer's premium in basis points (1800 = 18%). */
    premiumBasisPoints: integer().notNull().default(1800),
    /** A manager approves each registration before its bids count. */
    requiresApproval: boolean().notNull().default(false),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auction_programs_hall_idx').on(t.hallId, t.opensAt),
    check(
      'auction_programs_times_check',
      sql`${t.previewFrom} <= ${t.opensAt} AND ${t.opensAt} < ${t.firstCloseAt}`,
    ),
    check(
      'auction_programs_numbers_check',
      sql`${t.closeIntervalSeconds} >= 0 AND ${t.softCloseWindowSeconds} >= 0 AND ${t.softCloseExtensionSeconds} >= 0 AND ${t.premiumBasisPoints} BETWEEN 0 AND 5000`,
    ),
  ],
);

export const auctionAuthors = pgTable('auction_authors', {
  id: id(),
  name: text().notNull(),
  profile: text().notNull().default(''),
  translations: jsonb().$type<Translations<'name' | 'profile'>>().notNull().default({}),
  photo: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const auctionWorks = pgTable(
  'auction_works',
  {
    id: id(),
    programId: uuid()
      .notNull()
      .references(() => auctionPrograms.id, { onDelete: 'restrict' }),
    authorId: uuid()
      .notNull()
      .references(() => auctionAuthors.id, { onDelete: 'restrict' }),
    lotNumber: integer().notNull(),
    title: text().notNull(),
    year: text().notNull().default(''),
    material: text().notNull().default(''),
    size: text().notNull().default(''),
    edition: text().notNull().default(''),
    conditionReport: text().notNull().default(''),
    translations: jsonb()
      .$type<Translations<'title' | 'material' | 'conditionReport'>>()
      .notNull()
      .default({}),
    images: jsonb().$type<string[]>().notNull().default([]),
    files: jsonb().$type<AuctionFile[]>().notNull().default([]),
    estimateLow: won().notNull(),
    estimateHigh: won().notNull(),
    startPrice: won().notNull(),
    /** Hidden: only managers read it; the site says whether it is met. */
    reserve: won(),
    /** The lot's close, pushed back by soft close. */
    closesAt: timestamptz().notNull(),
    price: won(),
    leaderRegistrationId: uuid().references(() => auctionRegistrations.id, { onDelete: 'restrict' }),
    /** The leader's maximum and the best other maximum: private, never answered (proxy state). */
    leaderMax: won(),
    runnerUpMax: won(),
    bidCount: integer().notNull().default(0),
    /** The last bid's place in the lot's sequence (bids are numbered 1, 2, … under the lot's lock). */
    lastSeq: integer().notNull().default(0),
    /** Set once by closing (idempotent): SOLD or UNSOLD, with the hammer price when sold. */
    result: text().$type<WorkResult>(),
    hammer: won(),
    settledAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_works_program_lot_idx').on(t.programId, t.lotNumber),
    index('auction_works_author_idx').on(t.authorId),
    index('auction_works_closes_idx').on(t.closesAt),
    check(
      'auction_works_money_check',
      sql`${t.startPrice} > 0 AND ${t.estimateLow} >= 0 AND ${t.estimateHigh} >= ${t.estimateLow} AND (${t.reserve} IS NULL OR ${t.reserve} >= 0)`,
    ),
    // the last guard of proxy bidding: a price never exceeds the leader's maximum
    check('auction_works_price_check', sql`${t.price} IS NULL OR ${t.price} <= ${t.leaderMax}`),
  ],
);

/** The increment table (domain/auction/increments.ts): one for every program, edited in the console. */
export const auctionIncrements = pgTable(
  'auction_increments',
  {
    id: id(),
    upTo: won(),
    step: won().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('auction_increments_step_check', sql`${t.step} > 0`)],
);

/**
 * A member's registration for one program: terms accepted, identity proven by the verification (its DI kept
 * only as the HMAC the applications use), a paddle number — the only name the bid history shows.
 */
export const auctionRegistrations = pgTable(
  'auction_registrations',
  {
    id: id(),
    programId: uuid()
      .notNull()
      .references(() => auctionPrograms.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paddle: integer().notNull(),
    status: text().$type<RegistrationStatus>().notNull(),
    /** The verified name and phone (personal data: masked in the console, revealed with a reason). */
    name: text().notNull(),
    phone: text().notNull(),
    diKey: text(),
    termsAcceptedAt: timestamptz().notNull(),
    decidedAt: timestamptz(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_registrations_user_idx').on(t.programId, t.userId),
    uniqueIndex('auction_registrations_paddle_idx').on(t.programId, t.paddle),
    // one paddle per verified person per program, however many accounts they hold
    uniqueIndex('auction_registrations_person_idx').on(t.programId, t.diKey),
    check('auction_registrations_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/** Accepted bids, numbered per lot. `max` is the bidder's private maximum; `price` the lot's price after. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: id(),
    workId: lotId(),
    registrationId: bidderId(),
    seq: integer().notNull(),
    max: won().notNull(),
    price: won().notNull(),
    /** The bidder led after this bid (false: the leader's proxy outbid it at once). */
    leading: boolean().notNull(),
    /** The lot's close after this bid (soft close). */
    closesAt: timestamptz().notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamptz(),
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
  },
  (t) => [
    uniqueIndex('auction_bids_work_seq_idx').on(t.workId, t.seq),
    index('auction_bids_registration_idx').on(t.registrationId, t.createdAt),
  ],
);

/**
 * A won lot's invoice, written by closing: hammer + premium + VAT on the premium, due in 7 days, paid through
 * the shop's payment provider under its `number` (docs/decisions/0036-auction-invoice-payment.md). An invoice
 * unpaid past its due date may be lapsed by a manager, who then offers the lot to the underbidder in a new
 * invoice (`offer`); a lot has at most one invoice that is not LAPSED.
 */
export const auctionInvoices = pgTable(
  'auction_invoices',
  {
    id: id(),
    /** What the payment window and the gateway know the invoice by (the shop's order number's place). */
    number: text()
      .notNull()
      .default(sql`('AU' || upper(substr(md5(gen_random_uuid()::text), 1, 12)))`),
    workId: lotId(),
    registrationId: bidderId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    hammer: won().notNull(),
    premium: won().notNull(),
    vat: won().notNull(),
    total: won().notNull(),
    dueAt: timestamptz().notNull(),
    status: text().$type<InvoiceStatus>().notNull().default('DUE'),
    /** A second-chance offer to an underbidder after the winner did not pay. */
    offer: boolean().notNull().default(false),
    /** The gateway's approval that paid it (`tno`), its provider and method. */
    payTid: text(),
    payProvider: text(),
    payMethod: text(),
    paidAt: timestamptz(),
    lapsedAt: timestamptz(),
    lapsedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auction_invoices_live_work_idx')
      .on(t.workId)
      .where(sql`${t.status} <> 'LAPSED'`),
    uniqueIndex('auction_invoices_number_idx').on(t.number),
    uniqueIndex('auction_invoices_tid_idx').on(t.payTid),
    index('auction_invoices_user_idx').on(t.userId),
    check('auction_invoices_total_check', sql`${t.total} = ${t.hammer} + ${t.premium} + ${t.vat}`),
    check('auction_invoices_status_check', sql`${t.status} in ('DUE', 'PAID', 'LAPSED')`),
    check('auction_invoices_paid_check', sql`(${t.status} = 'PAID') = (${t.payTid} IS NOT NULL)`),
  ],
);
