import type { Db } from '#server/db/index.ts';
import { simulatorProvider } from './simulator.ts';

/** A cancel as the gateway is asked for it: `amount` of `tid`, which holds `balanceBefore` before it. */
export interface GatewayCancel {
  tid: string;
  amount: number;
  /** What the gateway holds of the approval before this cancel (KCP's `rem_mny`). */
  balanceBefore: number;
  reason: string;
}

/**
 * The gateway's answer to a cancel: done, or refused with its reason. A cancel the gateway did not answer
 * (network, timeout, 5xx) throws, and is tried again (docs/decisions/0037-shop-restock-and-refund-retry.md).
 */
export type GatewayCancelResult = { outcome: 'DONE' } | { outcome: 'REFUSED'; detail: string };

/**
 * A payment gateway as the shop uses it (docs/decisions/0029-shop-orders-and-payment.md): the buyer pays in
 * the gateway's window, which gives back a transaction number (`tno`); the shop then asks the gateway what
 * was approved for it and compares the amount with the order's frozen total itself, and cancels in full
 * or in part. `simulator` (the default) stands in for NHN KCP and keeps its ledger in the database; `kcp`
 * is server/services/shop/payment/kcp.ts.
 */
export interface PaymentProvider {
  name: string;
  /**
   * The origin of the gateway's window script that the site loads, which the Content-Security-Policy
   * lets in (server/http/securityHeaders.ts); null when the window is our own page (the simulator).
   */
  windowOrigin: string | null;
  /** What the gateway approved under `tid` for this order, or null when it approved nothing (yet). */
  approved(db: Db, tid: string, orderNumber: string): Promise<{ amount: number; method: string } | null>;
  /**
   * A virtual account the window issued under `tid` for this order and still waiting for its deposit
   * (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md), or null.
   */
  issued(db: Db, tid: string, orderNumber: string): Promise<{ amount: number; account: string } | null>;
  /** Records that the deposit into `tid`'s virtual account arrived (the bank's notice); false when unknown. */
  confirmDeposit(db: Db, tid: string): Promise<boolean>;
  /**
   * Cancels `amount` of the approval, in full when it is the whole balance. The gateway refuses a cancel
   * whose `balanceBefore` is not its balance, so the same cancel sent twice refunds once.
   */
  cancel(db: Db, cancel: GatewayCancel): Promise<GatewayCancelResult>;
}

let configured: PaymentProvider = simulatorProvider;

/** The provider PAYMENT_PROVIDER named (server/services/shop/payment/config.ts sets it at start). */
export function paymentProvider(): PaymentProvider {
  return configured;
}

/** Sets the shop's provider: at start from the configuration (paymentProviderFromEnv). */
export function usePaymentProvider(provider: PaymentProvider): void {
  configured = provider;
}
