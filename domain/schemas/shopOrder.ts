import { z } from 'zod';
import { normalizeDigits, normalizePhone } from '../format.ts';
import { shopMessages as m } from '../messages/shop.ts';
import { gatewayCancelSchema } from './gatewayCancel.ts';
import { loyaltyChoiceShape, quoteChoiceShape, quoteLoyaltySchema } from './loyalty.ts';
import { ORDER_STATUSES } from '../shop/orderStatus.ts';
import { SHOP_QUANTITY_MAX } from '../shop/constants.ts';

/**
 * The member's cart, checkout and orders (docs/decisions/0029-shop-orders-and-payment.md). What the
 * client may send is ids, quantities and the delivery details: prices and totals are never read from it.
 */
export { SHOP_QUANTITY_MAX } from '../shop/constants.ts';
/** The `terms` code of the purchase terms accepted at checkout (their version is stored on the order). */
export const PURCHASE_TERM_CODE = 'purchase';
export const SHOP_CART_MAX = 50;

const quantity = () =>
  z
    .number({ error: m.shopQuantityInvalid.ko })
    .int(m.shopQuantityInvalid.ko)
    .min(1, m.shopQuantityInvalid.ko)
    .max(SHOP_QUANTITY_MAX, m.shopQuantityInvalid.ko);
const optionId = () => z.uuid(m.shopOptionNotFound.ko);

export const cartAddSchema = z.object({ optionId: optionId(), quantity: quantity() });
export const cartChangeSchema = z.object({ optionId: optionId().optional(), quantity: quantity() });

/** A line's state against the shop now: still as added, price changed since, sold out, or no longer sold. */
export const CART_LINE_STATES = ['OK', 'PRICE_CHANGED', 'SOLD_OUT', 'UNAVAILABLE'] as const;

export const cartLineSchema = z.object({
  _id: z.uuid(),
  productId: z.uuid(),
  optionId: z.uuid(),
  productName: z.string(),
  optionName: z.string(),
  thumb: z.string().nullable(),
  /** The price now (the server's), and the one the member saw when adding the line. */
  unitPrice: z.number().int(),
  seenPrice: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  state: z.enum(CART_LINE_STATES),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const PAY_METHODS = ['CARD', 'BANK', 'EASY'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

const text = (max: number, required: string, tooLong = required) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** The checkout form; `lines` are the cart lines chosen to buy, as option and quantity. */
export const checkoutSchema = z.object({
  lines: z
    .array(z.object({ optionId: optionId(), quantity: quantity() }))
    .min(1, m.shopLinesRequired.ko)
    .max(SHOP_CART_MAX, m.shopCartFull.ko)
    .refine((lines) => new Set(lines.map((l) => l.optionId)).size === lines.length, m.shopLinesRequired.ko),
  recipient: text(50, m.shopRecipientRequired.ko),
  // as pasted (010-1234-5678, full-width digits, +82 10 …): the digits, as every phone of the site
  phone: z
    .string({ error: m.shopPhoneInvalid.ko })
    .overwrite(normalizePhone)
    .regex(/^0\d{8,10}$/, m.shopPhoneInvalid.ko),
  postcode: z
    .string({ error: m.shopPostcodeInvalid.ko })
    .overwrite(normalizeDigits)
    .regex(/^\d{5}$/, m.shopPostcodeInvalid.ko),
  address1: text(200, m.shopAddressRequired.ko),
  address2: z.string().trim().max(200, m.shopAddressRequired.ko).default(''),
  memo: z.string().trim().max(100, m.shopMemoTooLong.ko).default(''),
  payMethod: z.enum(PAY_METHODS, m.shopPayMethodInvalid.ko),
  agreeTerms: z.literal(true, m.shopTermsRequired.ko),
  // points to spend and the member's coupons chosen (docs/decisions/0041-loyalty-points-coupons-levels.md)
  ...loyaltyChoiceShape,
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

export const orderLineSchema = z.object({
  _id: z.uuid(),
  productId: z.uuid(),
  optionId: z.uuid(),
  productName: z.string(),
  optionName: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  /**
   * What was paid for this line: its amount less its share of the order's discounts and points (the most a
   * refund of it gives back: domain/shop/paidShares.ts).
   */
  paid: z.number().int(),
  /** What was refunded of this line so far (never more than `paid`). */
  refunded: z.number().int(),
});

/** A refund as its buyer reads it: of a line, or of the shipping fee (`lineId` null). */
export const orderRefundSchema = z.object({
  lineId: z.uuid().nullable(),
  amount: z.number().int(),
  reason: z.string(),
  at: z.string(),
});

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string(),
  at: z.string(),
});

/** An order as its buyer reads it (totals frozen at creation). */
export const orderSchema = z.object({
  _id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  itemsTotal: z.number().int(),
  shippingFee: z.number().int(),
  discount: z.number().int(),
  points: z.number().int(),
  total: z.number().int(),
  payMethod: z.enum(PAY_METHODS),
  recipient: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  memo: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The virtual account to deposit to (bank transfer), until it is paid or expires. */
  depositAccount: z.string().nullable(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the gateway approved (0 before payment) and what went back of it so far. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Of the shipping fee, what was paid (its share of discounts and points taken off) and what went back. */
  shippingPaid: z.number().int(),
  shippingRefunded: z.number().int(),
  lines: z.array(orderLineSchema),
  refunds: z.array(orderRefundSchema),
  timeline: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** The checkout page's totals, computed by the server from the chosen lines (nothing is reserved). */
export const quoteInputSchema = z.object({
  lines: checkoutSchema.shape.lines,
  /** Without points and coupons, the quote offers the best coupons; with them, it prices the choice. */
  ...quoteChoiceShape,
});
export const quoteSchema = z.object({
  lines: z.array(
    z.object({
      optionId: z.uuid(),
      productId: z.uuid(),
      productName: z.string(),
      optionName: z.string(),
      thumb: z.string().nullable(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
      stock: z.number().int(),
    }),
  ),
  items: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  points: z.number().int(),
  total: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;
/** The quote the checkout page reads: with the member's discount lines, coupons and points. */
export const checkoutQuoteSchema = quoteSchema.extend({ loyalty: quoteLoyaltySchema });
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** A purchased line with its order (`/api/v1/me/purchases`: what the member bought and has not given back). */
export const purchaseSchema = orderLineSchema.extend({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string(),
});

/** What the payment window returns to the shop: the gateway's transaction number. */
export const payInputSchema = z.object({ tid: z.string().trim().min(1).max(64) });
/** A virtual account issued by the window (bank transfer): its transaction and the account to deposit to. */
export const depositInputSchema = z.object({
  tid: z.string().trim().min(1).max(64),
});

/** The payment gateways the shop can be configured with (PAYMENT_PROVIDER): the site opens the one named. */
export const PAYMENT_PROVIDERS = ['simulator', 'kcp'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** NHN KCP's payment window for an order (PAYMENT_PROVIDER=kcp): its script and the form KCP_Pay_Execute opens. */
export const kcpWindowSchema = z.object({
  script: z.url(),
  fields: z.record(z.string(), z.string()),
});
/** What KCP's window handed back to the page (m_Completepayment), encrypted for the server's approval. */
export const kcpPayInputSchema = z.object({
  enc_data: z.string().min(1).max(8_000),
  enc_info: z.string().min(1).max(2_000),
  tran_cd: z.string().regex(/^\d{8}$/),
});
export type KcpWindow = z.infer<typeof kcpWindowSchema>;
export type KcpPayInput = z.infer<typeof kcpPayInputSchema>;

export const reasonSchema = z.object({
  reason: z
    .string({ error: m.shopReasonRequired.ko })
    .trim()
    .min(1, m.shopReasonRequired.ko)
    .max(200, m.shopReasonRequired.ko),
});

/** The carriers the console offers (a free text would not match the buyer's tracking links). */
export const CARRIERS = ['CJ', 'HANJIN', 'LOTTE', 'POST', 'LOGEN'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const trackingNumberSchema = z
  .string({ error: m.shopTrackingInvalid.ko })
  .trim()
  .regex(/^[0-9-]{8,30}$/, m.shopTrackingInvalid.ko);

export const shipInputSchema = z.object({
  carrier: z.enum(CARRIERS, m.shopCarrierRequired.ko),
  trackingNumber: trackingNumberSchema,
});
export type ShipInput = z.infer<typeof shipInputSchema>;

const won = () =>
  z
    .number({ error: m.shopRefundAmountInvalid.ko })
    .int(m.shopRefundAmountInvalid.ko)
    .min(1, m.shopRefundAmountInvalid.ko)
    .max(1_000_000_000, m.shopRefundTooMuch.ko);

/**
 * A manager's refund: of some lines (each up to what is left of it) and of the shipping fee, or, with
 * neither, of everything left (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md).
 */
export const refundInputSchema = z.object({
  reason: reasonSchema.shape.reason,
  lines: z
    .array(z.object({ lineId: z.uuid(m.shopOrderNotFound.ko), amount: won() }))
    .max(SHOP_CART_MAX)
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, m.shopRefundTooMuch.ko)
    .default([]),
  shipping: z.number().int(m.shopRefundAmountInvalid.ko).min(0, m.shopRefundAmountInvalid.ko).default(0),
});
export type RefundInput = z.output<typeof refundInputSchema>;

/** An order as the console reads it: the buyer's account beside the order, personal data masked unless revealed. */
export const consoleOrderSchema = orderSchema.extend({
  buyer: z.object({ _id: z.uuid(), username: z.string(), name: z.string() }),
  /** The approval's method as the gateway reported it. */
  paidMethod: z.string().nullable(),
  /** The gateway's cancels not yet made: money not yet back with the buyer. */
  gatewayCancels: z.array(gatewayCancelSchema),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

/** One row of the tracking upload's answer: the order number and what happened to it. */
export const trackingUploadResultSchema = z.object({
  row: z.number().int(),
  number: z.string(),
  result: z.enum(['SHIPPED', 'NOT_FOUND', 'STATE', 'INVALID']),
});
