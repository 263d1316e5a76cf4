/**
 * The order's states and the moves between them (Saleor and Vendure: docs/reference): a move is
 * allowed only from the states listed before it, and the server makes each move one conditional UPDATE
 * (`WHERE status IN (…from)`), so two concurrent moves cannot both happen.
 */
export const ORDER_STATUSES = [
  'PENDING',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'DELIVERED',
  'CONFIRMED',
  'CANCELLED',
  'EXPIRED',
  'RETURN_REQUESTED',
  'RETURNED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_MOVES = {
  pay: { from: ['PENDING'], to: 'PAID' },
  /** Unpaid past its time: the reservation goes back to stock. */
  expire: { from: ['PENDING'], to: 'EXPIRED' },
  /** The buyer or a manager, before shipping: refunded in full. */
  cancel: { from: ['PENDING', 'PAID', 'PREPARING'], to: 'CANCELLED' },
  prepare: { from: ['PAID'], to: 'PREPARING' },
  ship: { from: ['PAID', 'PREPARING'], to: 'SHIPPED' },
  deliver: { from: ['SHIPPED'], to: 'DELIVERED' },
  /** The buyer, or the sweep 7 days after delivery (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md). */
  confirm: { from: ['SHIPPED', 'DELIVERED'], to: 'CONFIRMED' },
  /** The buyer, within RETURN_DAYS of delivery. */
  requestReturn: { from: ['DELIVERED'], to: 'RETURN_REQUESTED' },
  returned: { from: ['RETURN_REQUESTED'], to: 'RETURNED' },
  /** Refunds that reach what was paid, after shipping (before shipping a whole refund is `cancel`). */
  refund: { from: ['SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED'], to: 'REFUNDED' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof ORDER_MOVES;

export function canMove(status: OrderStatus, move: OrderMove): boolean {
  return (ORDER_MOVES[move].from as readonly OrderStatus[]).includes(status);
}

/** Unpaid orders hold their stock this long. */
export const ORDER_PAY_MINUTES = 15;
/**
 * A member's unpaid orders at once (each holds its units): past this, checkout asks them to pay or cancel one,
 * so no account keeps a product's stock from other buyers by ordering and letting orders lapse.
 */
export const UNPAID_ORDERS_MAX = 10;
/** A virtual account waits this long for its deposit (the reservation is kept meanwhile). */
export const DEPOSIT_HOURS = 24;
/** A return may be requested this many days after delivery (전자상거래법 제17조). */
export const RETURN_DAYS = 7;
/** Delivered orders not confirmed by their buyer are confirmed this many days after delivery. */
export const AUTO_CONFIRM_DAYS = 7;
/** States in which a manager may refund (part of) what was paid. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = [
  'PAID',
  'PREPARING',
  'SHIPPED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURNED',
];

/**
 * States in which a refunded line's units go back on its option (docs/decisions/0037-shop-restock-and-refund-retry.md):
 * the goods are in our hands — never sent (a cancel before shipping) or sent back (a return received). A
 * refund while they are with the buyer (shipped, delivered, a return only asked for) is money only.
 */
export const RESTOCK_ON_REFUND: readonly OrderStatus[] = ['PAID', 'PREPARING', 'RETURNED'];

const DAY_MS = 86_400_000;

/** Whether the buyer may still ask to return a delivered order at `now`. */
export function returnOpen(order: { status: OrderStatus; deliveredAt: string | null }, now: Date): boolean {
  if (order.status !== 'DELIVERED' || !order.deliveredAt) return false;
  return now.getTime() < new Date(order.deliveredAt).getTime() + RETURN_DAYS * DAY_MS;
}

/** What the buyer's order page offers at `now`: the server checks each again. */
export function buyerActions(
  order: { status: OrderStatus; deliveredAt: string | null },
  now: Date,
): { cancel: boolean; confirm: boolean; requestReturn: boolean } {
  return {
    cancel: canMove(order.status, 'cancel'),
    confirm: canMove(order.status, 'confirm'),
    requestReturn: returnOpen(order, now),
  };
}
