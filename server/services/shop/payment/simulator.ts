import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { PayMethod } from '#domain/schemas/shopOrder.ts';
import type { Db } from '#server/db/index.ts';
import { shopSimulatorTransactions } from '#server/db/schema/index.ts';
import type { PaymentProvider } from './provider.ts';

export const SIMULATOR_OUTCOMES = ['approve', 'fail', 'cancel'] as const;
export type SimulatorOutcome = (typeof SIMULATOR_OUTCOMES)[number];

/** The simulator's bank: a virtual account is this bank's name and 14 random digits. */
const SIMULATOR_BANK = '시뮬레이션은행';

/**
 * The simulator's payment window answering (what KCP's window does in the buyer's browser): an approval
 * records a transaction for the amount the window was opened with, which the shop will check; a bank
 * transfer issues a virtual account that waits for its deposit; a failure or the buyer closing the window
 * records nothing.
 */
export async function simulatorWindow(
  db: Db,
  input: { orderNumber: string; amount: number; method: PayMethod; outcome: SimulatorOutcome },
): Promise<{ tid: string; account: string | null } | { code: 'FAILED' | 'USER_CANCEL' }> {
  if (input.outcome === 'fail') return { code: 'FAILED' };
  if (input.outcome === 'cancel') return { code: 'USER_CANCEL' };
  const tid = `SIM${Date.now()}${randomBytes(4).toString('hex')}`;
  const bank = input.method === 'BANK';
  await db.insert(shopSimulatorTransactions).values({
    tid,
    orderNumber: input.orderNumber,
    amount: input.amount,
    method: input.method,
    remaining: input.amount,
    deposited: !bank,
  });
  return { tid, account: bank ? accountOf(tid) : null };
}

/** The virtual account of a transaction: derived from its tid, so the ledger needs no column for it. */
function accountOf(tid: string): string {
  const digits = [...tid].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1e14, 7).toString();
  return `${SIMULATOR_BANK} ${digits.padStart(14, '0')}`;
}

const find = async (db: Db, tid: string, orderNumber: string) =>
  (
    await db
      .select()
      .from(shopSimulatorTransactions)
      .where(
        and(eq(shopSimulatorTransactions.tid, tid), eq(shopSimulatorTransactions.orderNumber, orderNumber)),
      )
  )[0];

export const simulatorProvider: PaymentProvider = {
  name: 'simulator',
  windowOrigin: null,
  async approved(db, tid, orderNumber) {
    const tx = await find(db, tid, orderNumber);
    return tx && tx.deposited && tx.remaining === tx.amount ? { amount: tx.amount, method: tx.method } : null;
  },
  async issued(db, tid, orderNumber) {
    const tx = await find(db, tid, orderNumber);
    return tx && !tx.deposited ? { amount: tx.amount, account: accountOf(tid) } : null;
  },
  async confirmDeposit(db, tid) {
    const rows = await db
      .update(shopSimulatorTransactions)
      .set({ deposited: true })
      .where(eq(shopSimulatorTransactions.tid, tid))
      .returning({ tid: shopSimulatorTransactions.tid });
    return rows.length > 0;
  },
  async cancel(db, { tid, amount, balanceBefore }) {
    // KCP's partial cancel (STPC) refuses a balance (`rem_mny`) that is not the gateway's, or less than
    // the amount (`mod_mny > rem_mny`)
    const rows = await db
      .update(shopSimulatorTransactions)
      .set({ remaining: sql`${shopSimulatorTransactions.remaining} - ${amount}` })
      .where(
        and(
          eq(shopSimulatorTransactions.tid, tid),
          eq(shopSimulatorTransactions.remaining, balanceBefore),
          gte(shopSimulatorTransactions.remaining, amount),
        ),
      )
      .returning({ tid: shopSimulatorTransactions.tid });
    if (rows.length) return { outcome: 'DONE' };
    const [tx] = await db
      .select()
      .from(shopSimulatorTransactions)
      .where(eq(shopSimulatorTransactions.tid, tid));
    // the same cancel again, after its answer was lost: already done, nothing more goes back
    if (tx && tx.remaining === balanceBefore - amount) return { outcome: 'DONE' };
    return {
      outcome: 'REFUSED',
      detail: tx ? `balance ${tx.remaining}, not ${balanceBefore}` : 'unknown transaction',
    };
  },
};
