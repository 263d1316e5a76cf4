import { z } from 'zod';
import { shopMessages as m } from '../messages/shop.ts';

/**
 * A cancel owed at the payment gateway and not yet made, as the console shows it on its order or auction
 * invoice (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md): money the buyer has not got back.
 * PENDING: not tried yet (or being tried); OWED: the gateway failed or did not answer, tried again from
 * `dueAt`; REFUSED: the gateway said no (`lastError` says why), a manager settles it by hand.
 */
export const GATEWAY_CANCEL_STATES = ['PENDING', 'OWED', 'REFUSED'] as const;
export type GatewayCancelState = (typeof GATEWAY_CANCEL_STATES)[number];

export const gatewayCancelSchema = z.object({
  _id: z.uuid(),
  tid: z.string(),
  amount: z.number().int(),
  state: z.enum(GATEWAY_CANCEL_STATES),
  attempts: z.number().int(),
  lastError: z.string(),
  dueAt: z.string(),
  createdAt: z.string(),
});
export type GatewayCancelAnswer = z.infer<typeof gatewayCancelSchema>;

/**
 * A manager's word on a REFUSED cancel, for the access log and the order's timeline: why it is tried again,
 * or how the money went back another way (a bank transfer: date, account). Required for both.
 */
export const gatewayCancelNoteSchema = z.object({
  note: z
    .string({ error: m.shopGatewayCancelNoteRequired.ko })
    .trim()
    .min(1, m.shopGatewayCancelNoteRequired.ko)
    .max(500, m.shopGatewayCancelNoteRequired.ko),
});
export type GatewayCancelNote = z.infer<typeof gatewayCancelNoteSchema>;
