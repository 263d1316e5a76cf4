import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { shopSimulatorTransactions } from '#server/db/schema/index.ts';
import type { PaymentProvider } from './provider.ts';

export const SIMULATOR_OUTCOMES = ['approve', 'fail', 'cancel'] as const;
export type SimulatorOutcome = (typeof SIMULATOR_OUTCOMES)[number];

/**
 * The simulator's payment window answering (what KCP's window does in the buyer's browser): an approval
 * records a transaction for the amount the window was opened with, which the shop will check; a failure
 * or the buyer closing the window records nothing.
 */
export async function simulatorWindow(
  db: Db,
  input: { orderNumber: string; amount: number; method: string; outcome: SimulatorOutcome },
): Promise<{ tid: string } | { code: 'FAILED' | 'USER_CANCEL' }> {
  if (input.outcome === 'fail') return { code: 'FAILED' };
  if (input.outcome === 'cancel') return { code: 'USER_CANCEL' };
  const tid = `SIM${Date.now()}${randomBytes(4).toString('hex')}`;
  await db.insert(shopSimulatorTransactions).values({
    tid,
    orderNumber: input.orderNumber,
    amount: input.amount,
    method: input.method,
    remaining: input.amount,
  });
  return { tid };
}

export const simulatorProvider: PaymentProvider = {
  name: 'simulator',
  async approved(db, tid, orderNumber) {
    const [tx] = await db
      .select()
      .from(shopSimulatorTransactions)
      .where(
        and(eq(shopSimulatorTransactions.tid, tid), eq(shopSimulatorTransactions.orderNumber, orderNumber)),
      );
    return tx && tx.remaining === tx.amount ? { amount: tx.amount, method: tx.method } : null;
  },
  async cancel(db, tid, amount) {
    // KCP's partial cancel (STPC) refuses more than the balance (`mod_mny > rem_mny`)
    const rows = await db
      .update(shopSimulatorTransactions)
      .set({ remaining: sql`${shopSimulatorTransactions.remaining} - ${amount}` })
      .where(and(eq(shopSimulatorTransactions.tid, tid), gte(shopSimulatorTransactions.remaining, amount)))
      .returning({ tid: shopSimulatorTransactions.tid });
    return rows.length > 0;
  },
};
