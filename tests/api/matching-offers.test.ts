import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchings, outbox } from '#server/db/schema/index.ts';
import { expireDue } from '#server/services/matching/offers.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer, minimalPdf, tinyPng } from '../helpers/auth.ts';
import { form, joinBuyer, matchingStage, offer, PASSWORD, step, withdraw } from './matching-helpers.ts';

const t = useTestApp();

const inject = (options: InjectOptions) => t.app.inject(options);

describe('products with thumb and images', () => {
  it('a seller adds a product, its thumb and images; buyers see, like and bookmark', async () => {
    const { fair, seller, buyer } = await matchingStage(t.app, 'prod');
    const created = await inject({
      method: 'POST',
      url: '/api/v1/me/products',
      headers: bearer(seller.token),
      payload: { name: '시카 앰플', category: '화장품', summary: '진정', price: 'USD 8' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().product._id as string;

    const thumbBody = form({}, [{ field: 'upload', filename: 'thumb.png', content: tinyPng() }]);
    const thumb = await inject({
      method: 'PUT',
      url: `/api/v1/me/products/${id}/thumb`,
      headers: { ...bearer(seller.token), ...thumbBody.headers },
      payload: thumbBody.payload,
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.json().product.thumb.type).toBe('image/png');

    const imagesBody = form({}, [
      { field: 'upload', filename: 'a.png', content: tinyPng() },
      { field: 'upload', filename: 'b.png', content: tinyPng() },
    ]);
    const images = await inject({
      method: 'POST',
      url: `/api/v1/me/products/${id}/images`,
      headers: { ...bearer(seller.token), ...imagesBody.headers },
      payload: imagesBody.payload,
    });
    expect(images.statusCode).toBe(201);
    expect(images.json().product.images.map((f: { name: string }) => f.name)).toEqual(['a.png', 'b.png']);

    const pdfBody = form({}, [{ field: 'upload', filename: 'x.pdf', content: minimalPdf() }]);
    const pdfImage = await inject({
      method: 'POST',
      url: `/api/v1/me/products/${id}/images`,
      headers: { ...bearer(seller.token), ...pdfBody.headers },
      payload: pdfBody.payload,
    });
    expect(pdfImage.statusCode).toBe(415);

    const listed = await inject({
      method: 'GET',
      url: `/api/v1/fairs/${fair._id}/products`,
      headers: bearer(buyer.token),
    });
    expect(listed.json().products).toEqual([
      expect.objectContaining({
        _id: id,
        liked: false,
        likes: 0,
        images: expect.any(Array),
        seller: expect.objectContaining({ _id: seller.id }),
      }),
    ]);

    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/v1/me/likes',
          headers: bearer(buyer.token),
          payload: { product: id },
        })
      ).statusCode,
    ).toBe(201);
    const likes = await inject({ method: 'GET', url: '/api/v1/me/likes', headers: bearer(buyer.token) });
    expect(likes.json()).toMatchObject({ total: 1, likes: [{ _id: id, liked: true, likes: 1 }] });
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/v1/me/bookmarks',
          headers: bearer(buyer.token),
          payload: { seller: seller.id },
        })
      ).statusCode,
    ).toBe(201);
    const marks = await inject({ method: 'GET', url: '/api/v1/me/bookmarks', headers: bearer(buyer.token) });
    expect(marks.json()).toMatchObject({ total: 1, bookmarks: [{ _id: seller.id, bookmarked: true }] });
    // sellers do not like
    const sellerLike = await inject({
      method: 'POST',
      url: '/api/v1/me/likes',
      headers: bearer(seller.token),
      payload: { product: id },
    });
    expect(sellerLike.statusCode).toBe(403);

    const page = await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/sellers/${seller.id}` });
    expect(page.json().seller.products.map((p: { _id: string }) => p._id)).toEqual([id]);
  });
});

describe('buyer schedule', () => {
  it('keeps slots of the fair grid and the preferred mode; other slots are refused', async () => {
    const { fair, buyer, slots } = await matchingStage(t.app, 'sched');
    const saved = await inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(buyer.token),
      payload: { slots: [slots[2], slots[0]], mode: 'OFFLINE', note: '오전 선호' },
    });
    expect(saved.json().schedule).toMatchObject({
      slots: [slots[0], slots[2]],
      mode: 'OFFLINE',
      note: '오전 선호',
      bookedSlots: [],
    });
    const bad = await inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: { ...bearer(buyer.token), 'accept-language': 'en' },
      payload: { slots: ['2020-01-01T10:00'], mode: 'OFFLINE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.slots).toBe('This time slot cannot be chosen.');
    const mine = await inject({ method: 'GET', url: '/api/v1/me/fairs', headers: bearer(buyer.token) });
    expect(mine.json().fairs).toEqual([
      expect.objectContaining({ _id: fair._id, label: 'PARTICIPATING', participating: true }),
    ]);
  });
});

describe('offer → accept 2 slots → confirm', () => {
  it('both parties see the confirmed meeting with its invite and video room; both got every e-mail', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'flow');
    const sent = await offer(t.app, buyer, fair._id, seller.id, slots.slice(0, 3));
    expect(sent.statusCode).toBe(201);
    const m = sent.json().matching;
    expect(m).toMatchObject({ status: 'OFFERED', role: 'BUYER', allowed: ['cancel'], mode: 'ONLINE' });
    expect(m.offeredSlots[0]).toEqual({
      key: slots[0],
      startAt: new Date(`${slots[0]}:00+09:00`).toISOString(),
      endAt: new Date(new Date(`${slots[0]}:00+09:00`).getTime() + 30 * 60_000).toISOString(),
    });

    const seen = await inject({ method: 'GET', url: '/api/v1/me/matchings', headers: bearer(seller.token) });
    expect(seen.json().matchings[0]).toMatchObject({
      _id: m._id,
      role: 'SELLER',
      allowed: ['accept', 'decline'],
    });

    const accepted = await step(t.app, seller, m._id, { action: 'accept', slots: [slots[1], slots[0]] });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().matching).toMatchObject({ status: 'ACCEPTED', allowed: ['cancel'] });
    expect(accepted.json().matching.acceptedSlots.map((s: { key: string }) => s.key)).toEqual([
      slots[0],
      slots[1],
    ]);

    const confirmed = await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[1] });
    expect(confirmed.statusCode).toBe(200);
    const meeting = confirmed.json().matching;
    expect(meeting).toMatchObject({
      status: 'CONFIRMED',
      confirmedSlot: { key: slots[1] },
      allowed: ['cancel'],
    });
    expect(meeting.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/SeoulMatching-[0-9a-f]{32}$/);
    expect(meeting.contact).toMatchObject({ email: `${seller.username}@example.com` });
    expect(meeting.history.map((h: { action: string }) => h.action)).toEqual(['offer', 'accept', 'confirm']);

    const sellerView = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${m._id}`,
      headers: bearer(seller.token),
    });
    expect(sellerView.json().matching).toMatchObject({
      status: 'CONFIRMED',
      videoUrl: meeting.videoUrl,
      bookedSlots: [slots[1]],
    });
    expect(sellerView.json().matching.contact.email).toBe(`${buyer.username}@example.com`);

    const ics = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${m._id}/invite.ics`,
      headers: bearer(buyer.token),
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const start = new Date(`${slots[1]}:00+09:00`).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain(`UID:matching-${m._id}@business-matching`);
    expect(ics.body).toContain('METHOD:REQUEST');
    expect(ics.body).toContain('SEQUENCE:0');
    expect(ics.body).toContain(`DTSTART:${start}`);
    expect(ics.body).toContain('Asia/Seoul');
    expect(ics.body.replace(/\r\n /g, '')).toContain(meeting.videoUrl);
    // a stranger gets nothing
    const stranger = await joinBuyer(t.app, 'flowstranger');
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/v1/me/matchings/${m._id}/invite.ics`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);

    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.body} like ${'%' + `${seller.username} 주식회사` + '%'} or ${outbox.to} = ${`${seller.username}@example.com`}`,
      );
    const toBuyer = mails.filter((r) => r.to === `${buyer.username}@example.com`).map((r) => r.subject);
    const toSeller = mails.filter((r) => r.to === `${seller.username}@example.com`).map((r) => r.subject);
    // the seller reads Korean; the buyer abroad (Paris) reads English, and their own offer is "sent"
    expect(toSeller.some((s) => s?.includes('새 상담 신청'))).toBe(true);
    expect(toSeller.some((s) => s?.includes('수락'))).toBe(true);
    expect(toSeller.some((s) => s?.includes('확정되었습니다'))).toBe(true);
    expect(toBuyer.some((s) => s?.includes('Your meeting request was sent'))).toBe(true);
    expect(toBuyer.some((s) => s?.includes('accepted'))).toBe(true);
    expect(toBuyer.some((s) => s?.includes('confirmed'))).toBe(true);
    expect(toBuyer.some((s) => s?.includes('새 상담 신청'))).toBe(false);
    const confirmMail = mails.find(
      (r) => r.to === `${buyer.username}@example.com` && r.subject?.includes('confirmed'),
    );
    expect(confirmMail?.attachments?.[0]).toMatchObject({ filename: 'invite.ics' });
    // the buyer is in Paris: both clocks in the mail
    expect(confirmMail?.body).toContain('(Asia/Seoul)');
    expect(confirmMail?.body).toContain('(Europe/Paris)');
  });

  it('cancelling a confirmed meeting replaces the invite: same UID, higher SEQUENCE, METHOD:CANCEL', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'cxl');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] });
    await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] });
    const noReason = await step(t.app, seller, m._id, { action: 'cancel', reason: '' }, 'en');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please enter a reason.');
    const cancelled = await step(t.app, seller, m._id, { action: 'cancel', reason: '출장 일정 변경' });
    expect(cancelled.json().matching).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'SELLER',
      reason: '출장 일정 변경',
      videoUrl: null,
    });
    const ics = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${m._id}/invite.ics`,
      headers: bearer(buyer.token),
    });
    expect(ics.body).toContain('METHOD:CANCEL');
    expect(ics.body).toContain('STATUS:CANCELLED');
    expect(ics.body).toContain('SEQUENCE:1');
    expect(ics.body).toContain(`UID:matching-${m._id}@business-matching`);
    // the slot is free again
    const again = await offer(t.app, buyer, fair._id, seller.id, [slots[0]!]);
    expect(again.statusCode).toBe(201);
  });

  it('a seller declines with a reason; the buyer may offer again', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'dec');
    const m = (await offer(t.app, buyer, fair._id, seller.id, slots.slice(0, 2))).json().matching;
    const dup = await offer(t.app, buyer, fair._id, seller.id, slots.slice(2, 3));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('matchingDuplicate');
    const declined = await step(t.app, seller, m._id, { action: 'decline', reason: '품목이 맞지 않습니다' });
    expect(declined.json().matching).toMatchObject({
      status: 'DECLINED',
      reason: '품목이 맞지 않습니다',
      allowed: [],
    });
    expect((await offer(t.app, buyer, fair._id, seller.id, slots.slice(2, 3))).statusCode).toBe(201);
  });
});

describe('refused steps', () => {
  it('answers 403 for the wrong party and 409 for the wrong state, in ko and en, changing nothing', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'ref');
    const m = (await offer(t.app, buyer, fair._id, seller.id, slots)).json().matching;

    const buyerAccepts = await step(t.app, buyer, m._id, { action: 'accept', slots: [slots[0]] });
    expect(buyerAccepts.statusCode).toBe(403);
    expect(buyerAccepts.json()).toMatchObject({
      code: 'matchingNotAllowed',
      message: '이 매칭에서 할 수 없는 요청입니다',
    });
    const early = await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] }, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The matching has changed and this can no longer be done. Please reload and check again.',
    );
    const four = await step(t.app, seller, m._id, { action: 'accept', slots: slots.slice(0, 4) }, 'en');
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('Too many time slots were chosen (a seller may choose at most 3).');
    const foreign = await step(t.app, seller, m._id, { action: 'accept', slots: ['2030-01-01T10:00'] });
    expect(foreign.statusCode).toBe(400);

    await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] });
    const otherSlot = await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[1] });
    expect(otherSlot.statusCode).toBe(400);
    expect(otherSlot.json().code).toBe('matchingSlotInvalid');
    const reAccept = await step(t.app, seller, m._id, { action: 'accept', slots: [slots[1]] });
    expect(reAccept.statusCode).toBe(409);
    const [row] = await t.db.select().from(matchings).where(eq(matchings.id, m._id));
    expect(row).toMatchObject({ status: 'ACCEPTED', acceptedSlots: [slots[0]] });

    const outsider = await joinBuyer(t.app, 'refoutsider');
    expect((await step(t.app, outsider, m._id, { action: 'cancel', reason: 'x' })).statusCode).toBe(404);
    // an offer needs a schedule slot, and only buyers offer
    const notMine = await offer(t.app, outsider, fair._id, seller.id, [slots[0]!]);
    expect(notMine.statusCode).toBe(403);
    expect((await offer(t.app, seller, fair._id, seller.id, [slots[0]!])).statusCode).toBe(403);
  });
});

describe('expiry', () => {
  it('an unanswered offer is EXPIRED on read, refuses steps, and the sweep writes it and mails both', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'exp');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    await t.db
      .update(matchings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(matchings.id, m._id));

    const read = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${m._id}`,
      headers: bearer(seller.token),
    });
    expect(read.json().matching).toMatchObject({ status: 'EXPIRED', allowed: [] });
    const late = await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] }, 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'matchingExpired',
      message: 'This matching expired because it was not answered in time.',
    });
    const filtered = await inject({
      method: 'GET',
      url: '/api/v1/me/matchings?status=EXPIRED',
      headers: bearer(buyer.token),
    });
    expect(filtered.json().total).toBe(1);

    const ids = await expireDue(t.db, { config: t.config });
    expect(ids.length).toBe(2);
    const [row] = await t.db.select().from(matchings).where(eq(matchings.id, m._id));
    expect(row?.status).toBe('EXPIRED');
    expect(await expireDue(t.db, { config: t.config })).toEqual([]);
    // the buyer may offer again
    expect((await offer(t.app, buyer, fair._id, seller.id, [slots[1]!])).statusCode).toBe(201);
  });
});

describe('races', () => {
  it('two confirmations of one offer: exactly one wins', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'race1');
    const m = (await offer(t.app, buyer, fair._id, seller.id, slots.slice(0, 2))).json().matching;
    await step(t.app, seller, m._id, { action: 'accept', slots: slots.slice(0, 2) });
    const results = await Promise.all([
      step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] }),
      step(t.app, buyer, m._id, { action: 'confirm', slot: slots[1] }),
      step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const [row] = await t.db.select().from(matchings).where(eq(matchings.id, m._id));
    expect(row?.status).toBe('CONFIRMED');
  });

  it("two buyers' offers to one seller confirmed for the same slot at once: exactly one wins", async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'race2');
    const other = await joinBuyer(t.app, 'race2other');
    await inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(other.token),
      payload: { slots, mode: 'OFFLINE' },
    });
    const a = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    const b = (await offer(t.app, other, fair._id, seller.id, [slots[0]!], 'OFFLINE')).json().matching;
    await step(t.app, seller, a._id, { action: 'accept', slots: [slots[0]] });
    await step(t.app, seller, b._id, { action: 'accept', slots: [slots[0]] });
    const [ra, rb] = await Promise.all([
      step(t.app, buyer, a._id, { action: 'confirm', slot: slots[0] }),
      step(t.app, other, b._id, { action: 'confirm', slot: slots[0] }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json().code).toBe('matchingSlotTaken');
    const confirmed = await t.db.select().from(matchings).where(eq(matchings.status, 'CONFIRMED'));
    expect(confirmed.filter((r) => r.sellerId === seller.id && r.confirmedSlot === slots[0])).toHaveLength(1);
    // a third buyer cannot even offer that slot, and sees it taken on the seller's page
    const third = await joinBuyer(t.app, 'race2third');
    await inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(third.token),
      payload: { slots, mode: 'ONLINE' },
    });
    const taken = await offer(t.app, third, fair._id, seller.id, [slots[0]!]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('matchingSlotTaken');
    const page = await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/sellers/${seller.id}` });
    expect(page.json().seller.bookedSlots).toEqual([slots[0]]);
  });

  it('one buyer, two sellers, one slot: the buyer is never booked twice', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'race3', 2);
    const ids: string[] = [];
    for (const seller of sellers) {
      const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
      await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] });
      ids.push(m._id);
    }
    const results = await Promise.all(
      ids.map((id) => step(t.app, buyer, id, { action: 'confirm', slot: slots[0] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('bad uploads on products', () => {
  it('a 11th image is refused and leaves no file', async () => {
    const { seller } = await matchingStage(t.app, 'imgs');
    const id = (
      await inject({
        method: 'POST',
        url: '/api/v1/me/products',
        headers: bearer(seller.token),
        payload: { name: 'p' },
      })
    ).json().product._id;
    const many = form(
      {},
      Array.from({ length: 10 }, (_, i) => ({ field: 'upload', filename: `${i}.png`, content: tinyPng() })),
    );
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/v1/me/products/${id}/images`,
          headers: { ...bearer(seller.token), ...many.headers },
          payload: many.payload,
        })
      ).statusCode,
    ).toBe(201);
    const one = form({}, [{ field: 'upload', filename: 'x.png', content: tinyPng() }]);
    const res = await inject({
      method: 'POST',
      url: `/api/v1/me/products/${id}/images`,
      headers: { ...bearer(seller.token), ...one.headers },
      payload: one.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('tooManyImages');
  });
});

describe('the database itself', () => {
  it('refuses a second confirmed meeting in one slot for the same seller, whatever the code does', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'idx', 1);
    const other = await joinBuyer(t.app, 'idxother');
    await inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(other.token),
      payload: { slots, mode: 'ONLINE' },
    });
    const a = (await offer(t.app, buyer, fair._id, sellers[0]!.id, [slots[0]!])).json().matching;
    const b = (await offer(t.app, other, fair._id, sellers[0]!.id, [slots[0]!])).json().matching;
    const confirm = (id: string) =>
      t.db
        .update(matchings)
        .set({ status: 'CONFIRMED', confirmedSlot: slots[0] })
        .where(eq(matchings.id, id));
    await confirm(a._id);
    await expect(confirm(b._id)).rejects.toThrow();
  });
});

describe('withdrawal with matchings', () => {
  it("a seller's withdrawal declines its pending offers and cancels its meetings, telling the buyers", async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'wd');
    const other = await joinBuyer(t.app, 'wdother');
    await inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(other.token),
      payload: { slots, mode: 'ONLINE' },
    });
    const pending = (await offer(t.app, other, fair._id, seller.id, [slots[1]!])).json().matching;
    const meeting = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    await step(t.app, seller, meeting._id, { action: 'accept', slots: [slots[0]] });
    await step(t.app, buyer, meeting._id, { action: 'confirm', slot: slots[0] });

    const res = await withdraw(t.app, seller, { password: PASSWORD, reason: '폐업' });
    expect(res.statusCode).toBe(204);
    const a = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${meeting._id}`,
      headers: bearer(buyer.token),
    });
    expect(a.json().matching).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SELLER', reason: '폐업' });
    const b = await inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${pending._id}`,
      headers: bearer(other.token),
    });
    expect(b.json().matching).toMatchObject({ status: 'DECLINED', reason: '폐업' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `${buyer.username}@example.com`));
    const cancelMail = mails.find((m) => m.subject?.includes('cancelled'));
    expect(cancelMail?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    // the seller is gone from the fair's public pages
    const sellers = await inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/sellers` });
    expect(sellers.json().sellers.map((s: { _id: string }) => s._id)).not.toContain(seller.id);
  });
});

describe('leaving a fair', () => {
  it('is refused while a matching is open and allowed after', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'leave');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    const leave = () =>
      inject({ method: 'DELETE', url: `/api/v1/me/fairs/${fair._id}`, headers: bearer(buyer.token) });
    const refused = await leave();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('fairHasOpenMatchings');
    await step(t.app, buyer, m._id, { action: 'cancel', reason: '다른 일정' });
    expect((await leave()).statusCode).toBe(204);
    const mine = await inject({ method: 'GET', url: '/api/v1/me/fairs', headers: bearer(buyer.token) });
    expect(mine.json().total).toBe(0);
  });
});

describe('a crowd for one slot', () => {
  it('five buyers confirming the same seller slot at once: one meeting, four 409s', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'crowd');
    const buyers = [buyer];
    for (let i = 1; i < 5; i++) {
      const other = await joinBuyer(t.app, `crowd${i}`);
      await inject({
        method: 'PUT',
        url: `/api/v1/me/schedules/${fair._id}`,
        headers: bearer(other.token),
        payload: { slots, mode: 'ONLINE' },
      });
      buyers.push(other);
    }
    const offers: string[] = [];
    for (const b of buyers) {
      const m = (await offer(t.app, b, fair._id, seller.id, [slots[3]!])).json().matching;
      await step(t.app, seller, m._id, { action: 'accept', slots: [slots[3]] });
      offers.push(m._id);
    }
    const results = await Promise.all(
      offers.map((id, i) => step(t.app, buyers[i]!, id, { action: 'confirm', slot: slots[3] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'matchingSlotTaken'),
    ).toBe(true);
  });
});
