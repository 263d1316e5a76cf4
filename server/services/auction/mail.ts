import { eq, inArray } from 'drizzle-orm';
import { message } from '#domain/messages/index.ts';
import type { Db } from '#server/db/index.ts';
import { auctionRegistrations, memberProfiles, outbox, users } from '#server/db/schema/index.ts';
import { mailLangOf } from '../matching/mail.ts';

/**
 * The auction's e-mails (docs/decisions/0033-timed-auction.md), each in its recipient's language: members
 * choose no mail language, so it is the matching mails' rule (mailLangOf) — a member whose profile says a
 * country other than Korea reads English, everyone else Korean. Queued in the caller's transaction; the
 * outbox delivers them after the commit.
 */
type MailLang = ReturnType<typeof mailLangOf>;

export interface Bidder {
  registrationId: string;
  email: string;
  lang: MailLang;
}

/** The bidders of the given registrations who have an e-mail address, with their mail language. */
export async function biddersOf(db: Db, registrationIds: readonly string[]): Promise<Bidder[]> {
  if (registrationIds.length === 0) return [];
  const rows = await db
    .select({ registrationId: auctionRegistrations.id, email: users.email, country: memberProfiles.country })
    .from(auctionRegistrations)
    .innerJoin(users, eq(users.id, auctionRegistrations.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(inArray(auctionRegistrations.id, [...registrationIds]));
  return rows.flatMap((row) =>
    row.email
      ? [{ registrationId: row.registrationId, email: row.email, lang: mailLangOf(row.country) }]
      : [],
  );
}

/** The lot's page on the site, for the mails' link. */
export const lotUrl = (publicUrl: string, workId: string) =>
  `${publicUrl.replace(/\/$/, '')}/auction/works/${workId}`;

const money = (amount: number, lang: MailLang) =>
  lang === 'ko' ? `${amount.toLocaleString('ko-KR')}원` : `₩${amount.toLocaleString('en-US')}`;

export interface LotMailFacts {
  title: string;
  lotNumber: number;
  price: number | null;
  /** The lot's page, for the link. */
  url: string;
}

const TEXTS = {
  outbid: {
    ko: (f: LotMailFacts) =>
      `Lot ${f.lotNumber} 「${f.title}」에 더 높은 응찰이 있어 최고 응찰자가 바뀌었습니다.\n현재가: ${money(f.price ?? 0, 'ko')}\n다시 응찰하려면: ${f.url}`,
    en: (f: LotMailFacts) =>
      `Another bidder now leads on lot ${f.lotNumber}, "${f.title}".\nCurrent price: ${money(f.price ?? 0, 'en')}\nBid again: ${f.url}`,
  },
  cancelledMine: {
    ko: (f: LotMailFacts, reason: string) =>
      `Lot ${f.lotNumber} 「${f.title}」에 하신 응찰을 관리자가 취소했습니다.\n사유: ${reason}\n현재가: ${f.price === null ? '응찰 없음' : money(f.price, 'ko')}\n${f.url}`,
    en: (f: LotMailFacts, reason: string) =>
      `A manager cancelled your bid on lot ${f.lotNumber}, "${f.title}".\nReason: ${reason}\nCurrent price: ${f.price === null ? 'no bids' : money(f.price, 'en')}\n${f.url}`,
  },
  cancelledOther: {
    ko: (f: LotMailFacts, leading: boolean) =>
      `Lot ${f.lotNumber} 「${f.title}」의 다른 응찰이 취소되어 가격이 다시 계산되었습니다.\n현재가: ${money(f.price ?? 0, 'ko')}\n현재 ${leading ? '최고 응찰자입니다' : '최고 응찰자가 아닙니다'}.\n${f.url}`,
    en: (f: LotMailFacts, leading: boolean) =>
      `Another bid on lot ${f.lotNumber}, "${f.title}", was cancelled and the price recomputed.\nCurrent price: ${money(f.price ?? 0, 'en')}\nYou are ${leading ? 'the highest bidder' : 'not the highest bidder'}.\n${f.url}`,
  },
  offer: {
    ko: (f: LotMailFacts, due: string) =>
      `Lot ${f.lotNumber} 「${f.title}」의 낙찰자가 기한 안에 결제하지 않아, 차순위 응찰자이신 회원님께 낙찰을 제안합니다.\n낙찰가: ${money(f.price ?? 0, 'ko')}\n결제 기한: ${due}\n결제하시려면: ${f.url}`,
    en: (f: LotMailFacts, due: string) =>
      `The winner of lot ${f.lotNumber}, "${f.title}", did not pay in time, so the lot is offered to you as the underbidder.\nHammer price: ${money(f.price ?? 0, 'en')}\nPay by: ${due}\nTo pay: ${f.url}`,
  },
};

async function queue(db: Db, rows: { to: string; subject: string; body: string }[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const queued = await db
    .insert(outbox)
    .values(rows.map((row) => ({ channel: 'email' as const, ...row })))
    .returning({ id: outbox.id });
  return queued.map((q) => q.id);
}

/** The e-mails to bidders who lost the lead, each with the price that outbid them (one query for all). */
export async function queueOutbidMails(
  db: Db,
  outbid: readonly { registrationId: string; facts: LotMailFacts }[],
): Promise<string[]> {
  const bidders = new Map(
    (await biddersOf(db, [...new Set(outbid.map((o) => o.registrationId))])).map((b) => [
      b.registrationId,
      b,
    ]),
  );
  return queue(
    db,
    outbid.flatMap(({ registrationId, facts }) => {
      const b = bidders.get(registrationId);
      return b
        ? [
            {
              to: b.email,
              subject: message('auctionOutbidSubject', b.lang),
              body: TEXTS.outbid[b.lang](facts),
            },
          ]
        : [];
    }),
  );
}

/**
 * The e-mails of a cancelled bid: its bidder hears why; every other bidder of the lot hears the new price and
 * whether they lead now.
 */
export async function queueCancelMails(
  db: Db,
  facts: LotMailFacts,
  cancelled: { registrationId: string; reason: string },
  others: readonly string[],
  leaderId: string | null,
): Promise<string[]> {
  const bidders = await biddersOf(db, [cancelled.registrationId, ...others]);
  return queue(
    db,
    bidders.map((b) => ({
      to: b.email,
      subject: message('auctionBidCancelledSubject', b.lang),
      body:
        b.registrationId === cancelled.registrationId
          ? TEXTS.cancelledMine[b.lang](facts, cancelled.reason)
          : TEXTS.cancelledOther[b.lang](facts, b.registrationId === leaderId),
    })),
  );
}

/** The e-mail of a second-chance offer: the lot, its new hammer price and the deadline, with the link to pay. */
export async function queueOfferMail(
  db: Db,
  registrationId: string,
  facts: LotMailFacts,
  due: string,
): Promise<string[]> {
  const bidders = await biddersOf(db, [registrationId]);
  return queue(
    db,
    bidders.map((b) => ({
      to: b.email,
      subject: message('auctionOfferSubject', b.lang),
      body: TEXTS.offer[b.lang](facts, due),
    })),
  );
}
