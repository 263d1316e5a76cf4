import { z } from 'zod';
import { translationsSchema } from '../localized.ts';
import { COUPON_ISSUES, COUPON_KINDS, COUPON_SCOPES, POINT_KINDS } from '../loyalty/rules.ts';
import { loyaltyMessages as m } from '../messages/loyalty.ts';

/**
 * Points, coupons and member levels (docs/decisions/0041-loyalty-points-coupons-levels.md): the member's
 * answers, the console's inputs and records. Amounts are integer won.
 */

const won = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000_000, message);

/** What the checkout body adds: points to spend and the member's coupons chosen (ids of `/me/coupons`). */
const choicePoints = () => won(m.pointsAmountInvalid.ko);
const choiceCoupons = () => z.array(z.uuid(m.couponNotFound.ko)).max(51, m.couponOutOfScope.ko);
export const loyaltyChoiceShape = { points: choicePoints().default(0), coupons: choiceCoupons().default([]) };
/** The quote's: left out, the quote applies the best coupons and no points. */
export const quoteChoiceShape = { points: choicePoints().optional(), coupons: choiceCoupons().optional() };

export const discountLineSchema = z.object({
  kind: z.enum(['LEVEL', 'COUPON']),
  /** The member's coupon (a COUPON line). */
  couponId: z.uuid().nullable(),
  name: z.string(),
  scope: z.enum(COUPON_SCOPES).nullable(),
  /** The line a product coupon applies to. */
  optionId: z.uuid().nullable(),
  amount: z.number().int(),
});
export type DiscountLine = z.infer<typeof discountLineSchema>;

/** What the quote adds to the checkout totals: each discount line, the best coupons offered, the points. */
export const quoteLoyaltySchema = z.object({
  discounts: z.array(discountLineSchema),
  /** The best valid combination of the member's coupons for these lines (what checkout pre-selects). */
  bestCoupons: z.array(z.uuid()),
  usableCoupons: z.array(
    z.object({ _id: z.uuid(), name: z.string(), scope: z.enum(COUPON_SCOPES), expiresAt: z.string() }),
  ),
  pointsBalance: z.number().int(),
  pointsMinBalance: z.number().int(),
  pointsUnit: z.number().int(),
});

export const pointEntrySchema = z.object({
  _id: z.uuid(),
  kind: z.enum(POINT_KINDS),
  amount: z.number().int(),
  remaining: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  orderId: z.uuid().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});

export const myPointsSchema = z.object({
  balance: z.number().int(),
  entries: z.array(pointEntrySchema),
  total: z.number().int(),
  /** The credits that expire next, what is left of each. */
  upcoming: z.array(z.object({ amount: z.number().int(), expiresAt: z.string() })),
  minBalance: z.number().int(),
  unit: z.number().int(),
});

/** What a coupon gives and on what, as a member sees it held or offered. */
const couponTermsFields = {
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrder: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
};

export const myCouponSchema = z.object({
  _id: z.uuid(),
  couponId: z.uuid(),
  ...couponTermsFields,
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  orderId: z.uuid().nullable(),
  discount: z.number().int(),
});

export const levelBenefitsSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  threshold: z.number().int(),
  pointRate: z.number().int(),
  discountRate: z.number().int(),
  coupons: z.array(z.string()),
});

export const myLevelSchema = z.object({
  level: levelBenefitsSchema.nullable(),
  /** Net purchases counted at the last recalculation, and what the next level needs more. */
  netPurchases: z.number().int(),
  next: levelBenefitsSchema.nullable(),
  toNext: z.number().int().nullable(),
  levels: z.array(levelBenefitsSchema),
});

const name = () =>
  z
    .string({ error: m.couponNameRequired.ko })
    .trim()
    .min(1, m.couponNameRequired.ko)
    .max(100, m.couponNameRequired.ko);
const rate = () =>
  z
    .number({ error: m.levelRateInvalid.ko })
    .int(m.levelRateInvalid.ko)
    .min(0, m.levelRateInvalid.ko)
    .max(100, m.levelRateInvalid.ko);

export const couponInputSchema = z
  .object({
    name: name(),
    translations: translationsSchema({ name: name() }).optional(),
    kind: z.enum(COUPON_KINDS, m.couponValueInvalid.ko),
    value: won(m.couponValueInvalid.ko).min(1, m.couponValueInvalid.ko),
    maxDiscount: won(m.couponValueInvalid.ko).nullable().default(null),
    minOrder: won(m.couponValueInvalid.ko).default(0),
    scope: z.enum(COUPON_SCOPES, m.couponOutOfScope.ko),
    productIds: z.array(z.uuid()).max(200).default([]),
    categoryIds: z.array(z.uuid()).max(200).default([]),
    issue: z.enum(COUPON_ISSUES, m.couponValueInvalid.ko),
    code: z.string().trim().max(40, m.couponCodeInvalid.ko).nullable().default(null),
    validFrom: z.iso.datetime({ offset: true, error: m.couponValidityRequired.ko }),
    validUntil: z.iso.datetime({ offset: true, error: m.couponValidityRequired.ko }).nullable().default(null),
    validDays: z
      .number()
      .int(m.couponValidityRequired.ko)
      .min(1, m.couponValidityRequired.ko)
      .max(3650)
      .nullable()
      .default(null),
    totalLimit: z
      .number()
      .int(m.couponValueInvalid.ko)
      .min(1, m.couponValueInvalid.ko)
      .nullable()
      .default(null),
    perMemberLimit: z
      .number()
      .int(m.couponValueInvalid.ko)
      .min(1, m.couponValueInvalid.ko)
      .max(100)
      .default(1),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'PERCENT' && c.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.couponValueInvalid.ko });
    if (c.validUntil === null && c.validDays === null)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: m.couponValidityRequired.ko });
    if (c.scope === 'PRODUCT' && c.productIds.length + c.categoryIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: m.couponTargetsRequired.ko });
    if (c.issue === 'CODE' && !c.code)
      ctx.addIssue({ code: 'custom', path: ['code'], message: m.couponCodeInvalid.ko });
  });
export type CouponInput = z.output<typeof couponInputSchema>;

export const consoleCouponSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrder: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  issue: z.enum(COUPON_ISSUES),
  code: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  validDays: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int(),
  active: z.boolean(),
  issued: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

/** A manager issues a coupon to the members of a level, or to members picked by a filter. */
export const couponIssueInputSchema = z.object({
  levelId: z.uuid().optional(),
  userIds: z.array(z.uuid()).max(10_000).optional(),
  q: z.string().trim().max(100).optional(),
});

export const levelInputSchema = z.object({
  name: z
    .string({ error: m.levelNameRequired.ko })
    .trim()
    .min(1, m.levelNameRequired.ko)
    .max(50, m.levelNameRequired.ko),
  translations: translationsSchema({
    name: z.string().trim().min(1, m.levelNameRequired.ko).max(50, m.levelNameRequired.ko),
  }).optional(),
  threshold: won(m.levelRateInvalid.ko),
  pointRate: rate(),
  discountRate: rate(),
  couponIds: z.array(z.uuid()).max(20).default([]),
});
export type LevelInput = z.output<typeof levelInputSchema>;

export const consoleLevelSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  threshold: z.number().int(),
  pointRate: z.number().int(),
  discountRate: z.number().int(),
  couponIds: z.array(z.string()),
  createdAt: z.string(),
});
export type ConsoleLevel = z.infer<typeof consoleLevelSchema>;

/** A manager grants (positive) or deducts (negative) points, always with a reason. */
export const pointAdjustInputSchema = z.object({
  amount: z
    .number({ error: m.pointsAmountInvalid.ko })
    .int(m.pointsAmountInvalid.ko)
    .refine((n) => n !== 0 && Math.abs(n) <= 100_000_000, m.pointsAmountInvalid.ko),
  reason: z
    .string({ error: m.pointsReasonRequired.ko })
    .trim()
    .min(1, m.pointsReasonRequired.ko)
    .max(200, m.pointsReasonRequired.ko),
});

export const pointSettingsSchema = z.object({
  minBalance: won(m.pointsAmountInvalid.ko),
  unit: won(m.pointsAmountInvalid.ko).min(1, m.pointsAmountInvalid.ko),
  baseRate: rate(),
});

/** A member's points as the console lists them: the account, the name masked, the balance and level. */
export const consolePointWalletSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  name: z.string(),
  balance: z.number().int(),
  level: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsolePointWallet = z.infer<typeof consolePointWalletSchema>;

/** One member's ledger in the console (`GET shop/points/:_id`), with the grant/deduct answer's shape. */
export const consolePointLedgerSchema = consolePointWalletSchema.extend({
  entries: z.array(pointEntrySchema.extend({ actor: z.string() })),
});

/** A coupon offered for download on a product or event page (`GET /api/v1/coupons`). */
export const offeredCouponSchema = z.object({
  _id: z.uuid(),
  ...couponTermsFields,
  validUntil: z.string().nullable(),
  validDays: z.number().int().nullable(),
});
