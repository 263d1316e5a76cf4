import type { Db } from '#server/db/index.ts';
import { simulatorProvider } from './simulator.ts';

/**
 * A payment gateway as the shop uses it (docs/decisions/0029-shop-orders-and-payment.md): the buyer pays in
 * the gateway's window, which gives back a transaction number (`tno`); the shop then asks the gateway what
 * was approved for it and compares the amount with the order's frozen total itself, and cancels in full
 * or in part. `simulator` (the default) stands in for NHN KCP and keeps its ledger in the database.
 */
export interface PaymentProvider {
  name: string;
  /** What the gateway approved under `tid` for this order, or null when it approved nothing (yet). */
  approved(db: Db, tid: string, orderNumber: string): Promise<{ amount: number; method: string } | null>;
  /**
   * A virtual account the window issued under `tid` for this order and still waiting for its deposit
   * (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md), or null.
   */
  issued(db: Db, tid: string, orderNumber: string): Promise<{ amount: number; account: string } | null>;
  /** Records that the deposit into `tid`'s virtual account arrived (the bank's notice); false when unknown. */
  confirmDeposit(db: Db, tid: string): Promise<boolean>;
  /** Cancels `amount` of the approval (all of what is left when it is the whole); false when refused. */
  cancel(db: Db, tid: string, amount: number): Promise<boolean>;
}

export function paymentProvider(): PaymentProvider {
  return simulatorProvider;
}
