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
  confirm: { from: ['SHIPPED', 'DELIVERED'], to: 'CONFIRMED' },
  requestReturn: { from: ['DELIVERED'], to: 'RETURN_REQUESTED' },
  returned: { from: ['RETURN_REQUESTED'], to: 'RETURNED' },
  refund: { from: ['RETURNED'], to: 'REFUNDED' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof ORDER_MOVES;

export function canMove(status: OrderStatus, move: OrderMove): boolean {
  return (ORDER_MOVES[move].from as readonly OrderStatus[]).includes(status);
}

/** Unpaid orders hold their stock this long. */
export const ORDER_PAY_MINUTES = 15;
