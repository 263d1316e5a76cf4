import { z } from 'zod';
import { LOT_STATES } from '../auction/lotState.ts';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { auctionMessages as m } from '../messages/auction.ts';
import { imageField, orderField } from './contentFields.ts';
import { gatewayCancelSchema } from './gatewayCancel.ts';

/**
 * The timed auction's inputs and answers (docs/decisions/0033-timed-auction.md). Money is integer won up to
 * ₩100,000,000,000: the `bigint` columns hold it and its invoice (premium and VAT included) exactly
 * (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md). No answer schema has a bidder's maximum
 * except the bidder's own (`myBidSchema`, the bid answer): the maxima stay private.
 */
export const AUCTION_MONEY_MAX = 100_000_000_000;
export const AUCTION_NAME_MAX = 200;
export const AUCTION_TEXT_MAX = 20_000;
export const AUCTION_IMAGES_MAX = 20;
export const AUCTION_SECONDS_MAX = 86_400;

export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const WORK_RESULTS = ['SOLD', 'UNSOLD'] as const;
export type WorkResult = (typeof WORK_RESULTS)[number];
/** An invoice is due until paid; a manager lapses one left unpaid past its due date. */
export const INVOICE_STATUSES = ['DUE', 'PAID', 'LAPSED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const auctionFileSchema = z.object({
  name: z.string().trim().min(1).max(AUCTION_NAME_MAX),
  url: z.string().trim().min(1).max(1_000),
});
export type AuctionFile = z.infer<typeof auctionFileSchema>;

export const moneyField = () =>
  z
    .number({ error: m.auctionMoneyInvalid.ko })
    .int(m.auctionMoneyInvalid.ko)
    .min(0, m.auctionMoneyInvalid.ko)
    .max(AUCTION_MONEY_MAX, m.auctionMoneyInvalid.ko);

const name = () =>
  z
    .string({ error: m.auctionTextRequired.ko })
    .trim()
    .min(1, m.auctionTextRequired.ko)
    .max(AUCTION_NAME_MAX, m.auctionTextTooLong.ko);
const text = () => z.string().trim().max(AUCTION_TEXT_MAX, m.auctionTextTooLong.ko);
const shortText = () => z.string().trim().max(AUCTION_NAME_MAX, m.auctionTextTooLong.ko).default('');
/**
 * A picture: a file id from `POST /api/console/files` or the address it already has (the product's rule,
 * contentFields.ts imageField); the server claims an id and stores its public address.
 */
const image = imageField;
const seconds = () =>
  z
    .number({ error: m.auctionSecondsInvalid.ko })
    .int(m.auctionSecondsInvalid.ko)
    .min(0, m.auctionSecondsInvalid.ko)
    .max(AUCTION_SECONDS_MAX, m.auctionSecondsInvalid.ko);
const instant = () => z.iso.datetime({ offset: true, error: m.auctionTimesOrder.ko });

// ---- bidding

/** A bid: the bidder's maximum; the server bids for them by the increment up to it. */
export const bidInputSchema = z.object({
  max: z
    .number({ error: m.auctionBidAmountInvalid.ko })
    .int(m.auctionBidAmountInvalid.ko)
    .min(1, m.auctionBidAmountInvalid.ko)
    .max(AUCTION_MONEY_MAX, m.auctionBidAmountInvalid.ko),
});
export type BidInput = z.infer<typeof bidInputSchema>;

/** Registering for a program: the identity verification's one-time id and the terms accepted. */
export const registrationInputSchema = z.object({
  certId: z.uuid(m.auctionCertRequired.ko),
  agreeTerms: z.literal(true, m.auctionTermsRequired.ko),
});

export const reserveStates = ['NONE', 'MET', 'NOT_MET'] as const;

/** The lot's public bidding state: what the page shows and each live event carries. */
export const liveLotSchema = z.object({
  _id: z.uuid(),
  state: z.enum(LOT_STATES),
  price: z.number().int().nullable(),
  nextMinimum: z.number().int(),
  bidCount: z.number().int(),
  leaderPaddle: z.number().int().nullable(),
  /** Whether the hidden reserve is met (its amount is never shown). */
  reserve: z.enum(reserveStates),
  closesAt: z.string(),
  /** The server's clock when this was read: the page corrects its countdown by it. */
  serverNow: z.string(),
});
export type LiveLot = z.infer<typeof liveLotSchema>;

/** The answer to a bid: the lot after it and the bidder's own standing (their maximum is theirs to see). */
export const bidAnswerSchema = z.object({
  bid: z.object({
    _id: z.uuid(),
    seq: z.number().int(),
    max: z.number().int(),
    price: z.number().int(),
    leading: z.boolean(),
    createdAt: z.string(),
  }),
  lot: liveLotSchema,
});

/** One line of a lot's public history: paddle, time, the price the bid left — no maximum. */
export const bidHistoryEntrySchema = z.object({
  seq: z.number().int(),
  paddle: z.number().int(),
  price: z.number().int(),
  leading: z.boolean(),
  createdAt: z.string(),
});

// ---- public records

export const publicHallSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  text: z.string(),
  cover: z.string().nullable(),
  lang: textLangsSchema(['name', 'text']),
});

export const publicProgramSchema = z.object({
  _id: z.uuid(),
  hallId: z.uuid(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  previewFrom: z.string(),
  opensAt: z.string(),
  firstCloseAt: z.string(),
  closeIntervalSeconds: z.number().int(),
  softCloseWindowSeconds: z.number().int(),
  softCloseExtensionSeconds: z.number().int(),
  premiumBasisPoints: z.number().int(),
  requiresApproval: z.boolean(),
  workCount: z.number().int(),
  lang: textLangsSchema(['title', 'description', 'terms']),
  serverNow: z.string(),
});

export const publicAuthorSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  profile: z.string(),
  photo: z.string().nullable(),
  lang: textLangsSchema(['name', 'profile']),
});

export const publicWorkSchema = z.object({
  _id: z.uuid(),
  programId: z.uuid(),
  lotNumber: z.number().int(),
  title: z.string(),
  author: z.object({ _id: z.uuid(), name: z.string() }),
  year: z.string(),
  material: z.string(),
  size: z.string(),
  edition: z.string(),
  conditionReport: z.string(),
  images: z.array(z.string()),
  files: z.array(auctionFileSchema),
  estimateLow: z.number().int(),
  estimateHigh: z.number().int(),
  startPrice: z.number().int(),
  lang: textLangsSchema(['title', 'material', 'conditionReport']),
  live: liveLotSchema,
});
export type PublicWork = z.infer<typeof publicWorkSchema>;

/** The member's own registration for a program. */
export const myRegistrationSchema = z.object({
  _id: z.uuid(),
  programId: z.uuid(),
  paddle: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
});

export const invoiceSchema = z.object({
  _id: z.uuid(),
  /** What the payment window is opened with. */
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** A second-chance offer: the winner did not pay and the lot is offered to this underbidder. */
  offer: z.boolean(),
  paidAt: z.string().nullable(),
  /** Due and before its deadline by the server's clock: the page offers the payment window. */
  payable: z.boolean(),
  hammer: z.number().int(),
  premium: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  dueAt: z.string(),
});

export type Invoice = z.infer<typeof invoiceSchema>;

/** The member's invoice with its lot, for the payment window. */
export const invoiceAnswerSchema = z.object({
  invoice: invoiceSchema,
  work: z.object({ _id: z.uuid(), lotNumber: z.number().int(), title: z.string() }),
});
export type InvoiceAnswer = z.infer<typeof invoiceAnswerSchema>;

/** The payment window's approval, handed to the server (docs/decisions/0036-auction-invoice-payment.md). */
export const invoicePayInputSchema = z.object({ tid: z.string().trim().min(1).max(64) });

/** A lot the member bid on, with their standing and (theirs only) their maximum; won lots with the invoice. */
export const myBidSchema = z.object({
  work: z.object({
    _id: z.uuid(),
    programId: z.uuid(),
    lotNumber: z.number().int(),
    title: z.string(),
    images: z.array(z.string()),
  }),
  lot: liveLotSchema,
  myMax: z.number().int(),
  leading: z.boolean(),
  won: z.boolean(),
  invoice: invoiceSchema.nullable(),
  lastBidAt: z.string(),
});
export type MyBid = z.infer<typeof myBidSchema>;

// ---- console inputs

export const hallInputSchema = z.object({
  name: name(),
  text: text().default(''),
  translations: translationsSchema({ name: name(), text: text() }).optional(),
  cover: image().nullable().default(null),
  order: orderField(),
  shows: z.boolean().default(true),
});

export const programInputSchema = z
  .object({
    hallId: z.uuid(),
    title: name(),
    description: text().default(''),
    terms: text().default(''),
    translations: translationsSchema({ title: name(), description: text(), terms: text() }).optional(),
    previewFrom: instant(),
    opensAt: instant(),
    firstCloseAt: instant(),
    closeIntervalSeconds: seconds().default(60),
    softCloseWindowSeconds: seconds().default(120),
    softCloseExtensionSeconds: seconds().default(120),
    premiumBasisPoints: z
      .number({ error: m.auctionPremiumInvalid.ko })
      .int(m.auctionPremiumInvalid.ko)
      .min(0, m.auctionPremiumInvalid.ko)
      .max(5000, m.auctionPremiumInvalid.ko)
      .default(1800),
    requiresApproval: z.boolean().default(false),
    shows: z.boolean().default(true),
  })
  .refine(
    (p) =>
      Date.parse(p.previewFrom) <= Date.parse(p.opensAt) &&
      Date.parse(p.opensAt) < Date.parse(p.firstCloseAt),
    {
      message: m.auctionTimesOrder.ko,
      path: ['firstCloseAt'],
    },
  );
export type ProgramInput = z.output<typeof programInputSchema>;

export const authorInputSchema = z.object({
  name: name(),
  profile: text().default(''),
  translations: translationsSchema({ name: name(), profile: text() }).optional(),
  photo: image().nullable().default(null),
});

export const workInputSchema = z
  .object({
    programId: z.uuid(),
    authorId: z.uuid(),
    lotNumber: z.number().int().min(1).max(99_999),
    title: name(),
    year: shortText(),
    material: shortText(),
    size: shortText(),
    edition: shortText(),
    conditionReport: text().default(''),
    translations: translationsSchema({ title: name(), material: text(), conditionReport: text() }).optional(),
    images: z.array(image()).max(AUCTION_IMAGES_MAX).default([]),
    files: z.array(auctionFileSchema).max(AUCTION_IMAGES_MAX).default([]),
    estimateLow: moneyField(),
    estimateHigh: moneyField(),
    startPrice: moneyField().min(1, m.auctionMoneyInvalid.ko),
    reserve: moneyField().nullable().default(null),
  })
  .refine((w) => w.estimateHigh >= w.estimateLow, {
    message: m.auctionEstimateOrder.ko,
    path: ['estimateHigh'],
  });
export type WorkInput = z.output<typeof workInputSchema>;

export const incrementRowSchema = z.object({ upTo: moneyField().nullable(), step: moneyField().min(1) });
export const incrementsInputSchema = z.object({ rows: z.array(incrementRowSchema).min(1).max(50) });

export const registrationDecisionSchema = z.object({ status: z.enum(['APPROVED', 'REJECTED']) });

export const cancelBidInputSchema = z.object({
  reason: z
    .string({ error: m.auctionCancelReasonRequired.ko })
    .trim()
    .min(2, m.auctionCancelReasonRequired.ko)
    .max(500, m.auctionTextTooLong.ko),
});

// ---- console answers (the hidden reserve is the console's to read; maxima are nobody's)

const stamps = { createdAt: z.string(), updatedAt: z.string() };
export const consoleHallSchema = publicHallSchema.omit({ lang: true }).extend({
  order: z.number().int(),
  shows: z.boolean(),
  translations: translationsDtoSchema(['name', 'text']),
  ...stamps,
});
export const consoleProgramSchema = publicProgramSchema.omit({ lang: true, serverNow: true }).extend({
  shows: z.boolean(),
  translations: translationsDtoSchema(['title', 'description', 'terms']),
  ...stamps,
});
export const consoleAuthorSchema = publicAuthorSchema
  .omit({ lang: true })
  .extend({ translations: translationsDtoSchema(['name', 'profile']), ...stamps });
export const consoleWorkSchema = publicWorkSchema.omit({ lang: true, author: true }).extend({
  authorId: z.uuid(),
  reserve: z.number().int().nullable(),
  result: z.enum(WORK_RESULTS).nullable(),
  hammer: z.number().int().nullable(),
  settledAt: z.string().nullable(),
  /** The buyer's invoice that is not lapsed: the winner's, or the underbidder's offer. */
  invoice: z
    .object({
      status: z.enum(INVOICE_STATUSES),
      offer: z.boolean(),
      paddle: z.number().int(),
      total: z.number().int(),
      dueAt: z.string(),
      /** Unpaid past its due date by the server's clock: it may be offered to the underbidder. */
      overdue: z.boolean(),
    })
    .nullable(),
  /** The gateway's cancels not yet made of payments for the lot's invoices (lapsed ones too). */
  gatewayCancels: z.array(gatewayCancelSchema),
  translations: translationsDtoSchema(['title', 'material', 'conditionReport']),
  ...stamps,
});

/** A bidder's registration in the console: name and phone masked unless revealed with a reason. */
export const consoleRegistrationSchema = z.object({
  _id: z.uuid(),
  programId: z.uuid(),
  programTitle: z.string(),
  username: z.string(),
  paddle: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  name: z.string(),
  phone: z.string(),
  bidCount: z.number().int(),
  termsAcceptedAt: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleRegistration = z.infer<typeof consoleRegistrationSchema>;

/** One bid in the console's log: paddle, the price it left, cancellation — never the bidder's maximum. */
export const consoleBidSchema = z.object({
  _id: z.uuid(),
  programId: z.uuid(),
  workId: z.uuid(),
  lotNumber: z.number().int(),
  workTitle: z.string(),
  registrationId: z.uuid(),
  paddle: z.number().int(),
  seq: z.number().int(),
  price: z.number().int(),
  leading: z.boolean(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type ConsoleBid = z.infer<typeof consoleBidSchema>;

/** A lot on the live monitor of a program: its public state plus the hidden reserve and the result. */
export const monitorLotSchema = z.object({
  _id: z.uuid(),
  lotNumber: z.number().int(),
  title: z.string(),
  live: liveLotSchema,
  reserveAmount: z.number().int().nullable(),
  result: z.enum(WORK_RESULTS).nullable(),
  hammer: z.number().int().nullable(),
});
export type MonitorLot = z.infer<typeof monitorLotSchema>;
export const programMonitorSchema = z.object({ lots: z.array(monitorLotSchema), serverNow: z.string() });
export type ProgramMonitor = z.infer<typeof programMonitorSchema>;

/** What closing answers: each lot closed now or already, and the lots still open. */
export const settleAnswerSchema = z.object({
  settled: z.array(
    z.object({
      workId: z.uuid(),
      result: z.enum(WORK_RESULTS),
      hammer: z.number().int().nullable(),
      changed: z.boolean(),
    }),
  ),
});

/** The answer of a catalogue import: lots created (none when any row has a problem) and every problem by row. */
export const catalogueImportAnswerSchema = z.object({
  created: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
