import { and, asc, eq, gt, isNull, ne, notInArray } from 'drizzle-orm';
import { invoiceOf } from '#domain/auction/invoice.ts';
import { replayBids, reserveMet } from '#domain/auction/proxy.ts';
import { formatDateTime } from '#domain/format.ts';
import { localize } from '#domain/localized.ts';
import type { Locale } from '#domain/locale.ts';
import type { Invoice, InvoiceAnswer } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import {
  auctionBids,
  auctionInvoices,
  auctionPrograms,
  auctionRegistrations,
  auctionWorks,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { giveBackApproval } from '../shop/gatewayCancels.ts';
import { paymentProvider } from '../shop/payment/provider.ts';
import { PAYMENT_DAYS } from './closing.ts';
import { readIncrements } from './increments.ts';
import { queueOfferMail } from './mail.ts';

type InvoiceRow = typeof auctionInvoices.$inferSelect;

export const invoiceDto = (row: InvoiceRow, now = new Date()): Invoice => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  offer: row.offer,
  paidAt: row.paidAt?.toISOString() ?? null,
  payable: row.status === 'DUE' && row.dueAt > now,
  hammer: row.hammer,
  premium: row.premium,
  vat: row.vat,
  total: row.total,
  dueAt: row.dueAt.toISOString(),
});

async function ownInvoice(db: Db, userId: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(auctionInvoices)
    .where(and(eq(auctionInvoices.id, invoiceId), eq(auctionInvoices.userId, userId)));
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

/** The member's invoice with its lot, for the payment window (another member's is 404). */
export async function readMyInvoice(
  db: Db,
  userId: string,
  invoiceId: string,
  locale: Locale,
): Promise<InvoiceAnswer> {
  const invoice = await ownInvoice(db, userId, invoiceId);
  const [work] = await db.select().from(auctionWorks).where(eq(auctionWorks.id, invoice.workId));
  if (!work) throw new HttpError(404, 'notFound');
  return {
    invoice: invoiceDto(invoice),
    work: {
      _id: work.id,
      lotNumber: work.lotNumber,
      title: localize({ title: work.title }, work.translations, locale).texts.title,
    },
  };
}

/**
 * Takes the gateway's approval `tid` for the member's invoice (docs/decisions/0036-auction-invoice-payment.md),
 * as the shop takes one for an order: the gateway must have approved exactly the invoice's total under its
 * number, else the approval is cancelled at the gateway. The move to PAID is one conditional UPDATE (DUE and
 * before its due date), so an approval that arrives twice pays once: the same `tid` again answers the paid
 * invoice; another `tid`, or one after the deadline or the lapse, is cancelled at the gateway.
 */
export async function payInvoice(
  db: Db,
  userId: string,
  invoiceId: string,
  tid: string,
  now = new Date(),
): Promise<Invoice> {
  const invoice = await ownInvoice(db, userId, invoiceId);
  const provider = paymentProvider();
  const approved = await provider.approved(db, tid, invoice.number);
  if (!approved) throw new HttpError(400, 'shopPaymentFailed');
  // the whole approval goes back, owed until the gateway answers
  // (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md)
  const giveBack = (reason: string) =>
    giveBackApproval(db, { invoiceId: invoice.id }, tid, approved.amount, reason);
  if (approved.amount !== invoice.total) {
    await giveBack('amount mismatch');
    throw new HttpError(409, 'shopAmountMismatch');
  }
  const [paid] = await db
    .update(auctionInvoices)
    .set({ status: 'PAID', payTid: tid, payProvider: provider.name, payMethod: approved.method, paidAt: now })
    .where(
      and(
        eq(auctionInvoices.id, invoice.id),
        eq(auctionInvoices.status, 'DUE'),
        gt(auctionInvoices.dueAt, now),
      ),
    )
    .returning();
  if (paid) return invoiceDto(paid);

  const current = await ownInvoice(db, userId, invoiceId);
  if (current.payTid === tid) return invoiceDto(current);
  // paid by another approval, lapsed or too late: this money goes back
  await giveBack(current.status === 'PAID' ? 'paid twice' : 'invoice overdue');
  if (current.status === 'PAID') throw new HttpError(409, 'auctionInvoiceStateConflict');
  throw new HttpError(409, 'auctionInvoiceOverdue');
}

/**
 * A manager offers a sold lot to the underbidder after the buyer left its invoice unpaid past the deadline
 * (eBay's second-chance offer; docs/decisions/0036-auction-invoice-payment.md). Under the lot's lock the
 * unpaid invoice lapses, and the lot's remaining bids — without those of every buyer who lapsed on it — are
 * replayed through the proxy engine: their leader is offered the lot at the price that replay gives (what
 * they would have paid had the lapsed buyer never bid), in a new invoice due in PAYMENT_DAYS, if it reaches
 * the reserve. Nothing changes when there is no such bidder. The lot's bidding record is left as it closed.
 */
export async function offerToUnderbidder(
  db: Db,
  workId: string,
  managerId: string,
  publicUrl: string,
  now = new Date(),
): Promise<{ invoice: Invoice; paddle: number; mail: string[] }> {
  return db.transaction(async (tx) => {
    const [work] = await tx.select().from(auctionWorks).where(eq(auctionWorks.id, workId)).for('update');
    if (!work) throw new HttpError(404, 'notFound');
    const [unpaid] = await tx
      .select()
      .from(auctionInvoices)
      .where(and(eq(auctionInvoices.workId, workId), ne(auctionInvoices.status, 'LAPSED')));
    if (work.result !== 'SOLD' || !unpaid || unpaid.status !== 'DUE' || unpaid.dueAt > now)
      throw new HttpError(409, 'auctionInvoiceNotOverdue');
    await tx
      .update(auctionInvoices)
      .set({ status: 'LAPSED', lapsedAt: now, lapsedBy: managerId })
      .where(eq(auctionInvoices.id, unpaid.id));

    const lapsed = await tx
      .select({ registrationId: auctionInvoices.registrationId })
      .from(auctionInvoices)
      .where(eq(auctionInvoices.workId, workId));
    const remaining = await tx
      .select()
      .from(auctionBids)
      .where(
        and(
          eq(auctionBids.workId, workId),
          isNull(auctionBids.cancelledAt),
          notInArray(
            auctionBids.registrationId,
            lapsed.map((l) => l.registrationId),
          ),
        ),
      )
      .orderBy(asc(auctionBids.seq));
    const lot = { startPrice: work.startPrice, reserve: work.reserve, increments: await readIncrements(tx) };
    const { state } = replayBids(
      lot,
      remaining.map((b) => ({ bidderId: b.registrationId, max: b.max, price: b.price })),
    );
    if (!state.leader || state.price === null || !reserveMet(lot, state))
      throw new HttpError(409, 'auctionNoUnderbidder');
    const buyer = remaining.find((b) => b.registrationId === state.leader?.bidderId);
    const [program] = await tx.select().from(auctionPrograms).where(eq(auctionPrograms.id, work.programId));
    const [registration] = buyer
      ? await tx.select().from(auctionRegistrations).where(eq(auctionRegistrations.id, buyer.registrationId))
      : [];
    if (!program || !registration) throw new Error('underbidder not found');
    const dueAt = new Date(now.getTime() + PAYMENT_DAYS * 86_400_000);
    const [offered] = await tx
      .insert(auctionInvoices)
      .values({
        workId,
        registrationId: registration.id,
        userId: registration.userId,
        ...invoiceOf(state.price, program.premiumBasisPoints),
        dueAt,
        offer: true,
        createdAt: now,
      })
      .returning();
    if (!offered) throw new Error('offer not written');
    const mail = await queueOfferMail(
      tx,
      registration.id,
      {
        title: work.title,
        lotNumber: work.lotNumber,
        price: state.price,
        url: `${publicUrl.replace(/\/$/, '')}/mypage/bids`,
      },
      formatDateTime(dueAt),
    );
    return { invoice: invoiceDto(offered), paddle: registration.paddle, mail };
  });
}
