import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { localize } from '#domain/localized.ts';
import type { Locale } from '#domain/locale.ts';
import type { MyBid } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionBids, auctionInvoices, auctionRegistrations, auctionWorks } from '#server/db/schema/index.ts';
import { readIncrements } from './increments.ts';
import { liveOf, liveRows } from './live.ts';
import { invoiceDto } from './payment.ts';

/**
 * `/api/v1/me/bids`: the lots the member bid on, newest bid first — leading or outbid, their own maximum (the
 * one maximum anyone is shown: their own), won lots with the invoice to pay (or paid, or lapsed).
 */
export async function listMyBids(db: Db, userId: string, locale: Locale, now = new Date()): Promise<MyBid[]> {
  const mine = await db
    .select({
      workId: auctionBids.workId,
      registrationId: auctionBids.registrationId,
      myMax: sql<number>`max(${auctionBids.max})`.mapWith(Number),
      lastBidAt: sql<Date>`max(${auctionBids.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(auctionBids)
    .innerJoin(auctionRegistrations, eq(auctionRegistrations.id, auctionBids.registrationId))
    .where(and(eq(auctionRegistrations.userId, userId), isNull(auctionBids.cancelledAt)))
    .groupBy(auctionBids.workId, auctionBids.registrationId)
    .orderBy(desc(sql`max(${auctionBids.createdAt})`));
  if (mine.length === 0) return [];
  const ids = mine.map((m) => m.workId);
  const [rows, invoices, increments] = await Promise.all([
    liveRows(db).where(inArray(auctionWorks.id, ids)),
    db
      .select()
      .from(auctionInvoices)
      .where(and(inArray(auctionInvoices.workId, ids), eq(auctionInvoices.userId, userId))),
    readIncrements(db),
  ]);
  const byWork = new Map(rows.map((r) => [r.work.id, r]));
  // a lapsed invoice shows only while the member has no live one for the lot
  const invoiceOf = new Map(
    invoices
      .sort((a, b) => Number(b.status === 'LAPSED') - Number(a.status === 'LAPSED'))
      .map((i) => [i.workId, i]),
  );
  return mine.flatMap((m) => {
    const row = byWork.get(m.workId);
    if (!row) return [];
    const { work } = row;
    const invoice = invoiceOf.get(work.id);
    const leading = work.leaderRegistrationId === m.registrationId;
    return [
      {
        work: {
          _id: work.id,
          programId: work.programId,
          lotNumber: work.lotNumber,
          title: localize({ title: work.title }, work.translations, locale).texts.title,
          images: work.images,
        },
        lot: liveOf(work, row.opensAt, row.leaderPaddle, increments, now),
        myMax: m.myMax,
        leading,
        // the buyer: the winner, or the underbidder offered the lot when the winner did not pay
        won: work.result === 'SOLD' && invoice !== undefined && invoice.status !== 'LAPSED',
        invoice: invoice ? invoiceDto(invoice, now) : null,
        lastBidAt: m.lastBidAt.toISOString(),
      },
    ];
  });
}
