import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchingReminders, outbox } from '#server/db/schema/index.ts';
import { OFFER_STEP_LABELS } from '#domain/matching/texts.ts';
import { bearer } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import { joinBuyer, matchingStage, type Member, offer, step, withdraw } from './matching-helpers.ts';

/**
 * The agenda, the calendar feed and reschedule (docs/decisions/0039-agenda-feed-and-reschedule.md), on
 * PGlite and PostgreSQL.
 */
const t = useTestApp();

async function meet(buyer: Member, seller: Member, fairId: string, slot: string): Promise<string> {
  const res = await offer(t.app, buyer, fairId, seller.id, [slot]);
  if (res.statusCode !== 201) throw new Error(`offer → ${res.statusCode} ${res.body}`);
  const id = res.json().matching._id as string;
  expect((await step(t.app, seller, id, { action: 'accept', slots: [slot] })).statusCode).toBe(200);
  expect((await step(t.app, buyer, id, { action: 'confirm', slot })).statusCode).toBe(200);
  return id;
}

const agenda = (member: Member) => t.app.inject({ url: '/api/v1/me/agenda', headers: bearer(member.token) });
const propose = (member: Member, id: string, slot: string, lang = 'ko') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/me/matchings/${id}/reschedule`,
    headers: { ...bearer(member.token), 'accept-language': lang },
    payload: { slot },
  });
const answer = (member: Member, id: string, proposal: string, action: 'accept' | 'decline') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/me/matchings/${id}/reschedule/${proposal}`,
    headers: bearer(member.token),
    payload: { action },
  });
const feedOf = (url: string) => t.app.inject({ url: new URL(url).pathname });
const mailsTo = (member: Member) =>
  t.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, `${member.username}@example.com`))
    .orderBy(asc(outbox.seq));

describe('agenda', () => {
  it("shows each party's confirmed meetings by time with the counterpart, zone and free slots", async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'agd', 2);
    const late = await meet(buyer, sellers[0]!, fair._id, slots[3]!);
    const early = await meet(buyer, sellers[1]!, fair._id, slots[1]!);
    // an offer still open is not on the agenda
    await offer(t.app, buyer, fair._id, sellers[0]!.id, [slots[5]!]).catch(() => null);

    const mine = (await agenda(buyer)).json();
    expect(mine.timeZone).toBe('Europe/Paris');
    expect(mine.meetings.map((m: { _id: string }) => m._id)).toEqual([early, late]);
    const first = mine.meetings[0];
    expect(first).toMatchObject({
      role: 'BUYER',
      slot: { key: slots[1] },
      mode: 'ONLINE',
      counterpart: { companyName: `${sellers[1]!.username} 주식회사`, timeZone: 'Asia/Seoul' },
      reschedule: null,
    });
    expect(first.videoUrl).toMatch(/^https:\/\//);
    // neither the buyer's own meetings nor the seller's are offered as free
    expect(first.freeSlots).not.toContain(slots[1]);
    expect(first.freeSlots).not.toContain(slots[3]);
    expect(first.freeSlots).toContain(slots[2]);

    const theirs = (await agenda(sellers[0]!)).json();
    expect(theirs.meetings).toHaveLength(1);
    expect(theirs.meetings[0]).toMatchObject({
      _id: late,
      role: 'SELLER',
      counterpart: { companyName: `${buyer.username} Trading SAS`, country: 'FR', timeZone: 'Europe/Paris' },
    });
  });
});

describe('calendar feed', () => {
  it('lists every confirmed meeting, drops a cancelled one, and stops working when regenerated or revoked', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'feed', 2);
    const kept = await meet(buyer, sellers[0]!, fair._id, slots[0]!);
    const cancelled = await meet(buyer, sellers[1]!, fair._id, slots[2]!);

    expect(
      (await t.app.inject({ url: '/api/v1/me/agenda/feed', headers: bearer(buyer.token) })).json(),
    ).toEqual({ active: false, createdAt: null });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/agenda/feed',
      headers: bearer(buyer.token),
    });
    expect(made.statusCode).toBe(201);
    const { url, webcal } = made.json();
    expect(webcal).toBe(url.replace(/^https:/, 'webcal:'));

    let feed = await feedOf(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain(`UID:matching-${kept}@`);
    expect(feed.body).toContain(`UID:matching-${cancelled}@`);
    expect(feed.body).toContain('METHOD:PUBLISH');

    await step(t.app, buyer, cancelled, { action: 'cancel', reason: '일정이 바뀌었습니다' });
    feed = await feedOf(url);
    expect(feed.body).toContain(`UID:matching-${kept}@`);
    expect(feed.body).not.toContain(`UID:matching-${cancelled}@`);

    // another member's feed is not this one; the seller's lists the seller's meeting only
    const sellerFeed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/agenda/feed',
        headers: bearer(sellers[0]!.token),
      })
    ).json().url;
    expect((await feedOf(sellerFeed)).body).toContain(`UID:matching-${kept}@`);

    const again = (
      await t.app.inject({ method: 'POST', url: '/api/v1/me/agenda/feed', headers: bearer(buyer.token) })
    ).json().url;
    expect(again).not.toBe(url);
    expect((await feedOf(url)).statusCode).toBe(404);
    expect((await feedOf(again)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me/agenda/feed',
      headers: bearer(buyer.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await feedOf(again)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/agenda/nonsense.ics' })).statusCode).toBe(404);
  });

  it('stops working when its member withdraws', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'feedw');
    await meet(buyer, seller, fair._id, slots[0]!);
    const { url } = (
      await t.app.inject({ method: 'POST', url: '/api/v1/me/agenda/feed', headers: bearer(buyer.token) })
    ).json();
    expect((await feedOf(url)).statusCode).toBe(200);
    const left = await withdraw(t.app, buyer);
    expect(left.statusCode).toBe(204);
    expect((await feedOf(url)).statusCode).toBe(404);
  });
});

describe('reschedule', () => {
  it('one party proposes a free slot; a decline keeps the meeting, an accept moves it with mails and the invite', async () => {
    const { admin, fair, seller, buyer, slots } = await matchingStage(t.app, 'rsc');
    const id = await meet(buyer, seller, fair._id, slots[0]!);

    const proposed = await propose(buyer, id, slots[2]!);
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().meeting.reschedule).toMatchObject({
      proposedBy: 'BUYER',
      mine: true,
      fromSlot: { key: slots[0] },
      toSlot: { key: slots[2] },
    });
    const proposal = proposed.json().meeting.reschedule._id as string;
    expect((await agenda(seller)).json().meetings[0].reschedule).toMatchObject({
      _id: proposal,
      mine: false,
    });
    expect((await mailsTo(seller)).at(-1)!.subject).toContain('상담 시간 변경이 제안되었습니다');

    // the proposer cannot answer; a second proposal waits for the first
    expect((await answer(buyer, id, proposal, 'accept')).statusCode).toBe(403);
    expect((await propose(seller, id, slots[3]!)).statusCode).toBe(409);

    const declined = await answer(seller, id, proposal, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().meeting).toMatchObject({ slot: { key: slots[0] }, reschedule: null });
    expect((await mailsTo(buyer)).at(-1)!.subject).toBe(
      `[Business matching] The proposed new time was declined: the meeting stays at its time - ${seller.username} 주식회사`,
    );
    expect((await answer(seller, id, proposal, 'accept')).statusCode).toBe(409);

    const second = (await propose(seller, id, slots[3]!)).json().meeting.reschedule._id as string;
    const accepted = await answer(buyer, id, second, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().meeting).toMatchObject({ slot: { key: slots[3] }, reschedule: null });
    const moved = (await mailsTo(buyer)).at(-1)!;
    expect(moved.subject).toContain('Your meeting was moved to a new time');
    expect(moved.body).toContain(slots[3]!.replace('T', ' '));
    const invite = moved.attachments?.[0]?.content ?? '';
    expect(invite).toContain(`UID:matching-${id}@`);
    expect(invite).toContain('SEQUENCE:1');
    // the reminders follow the new time (the old ones are skipped when due)
    const reminders = await t.db.select().from(matchingReminders).where(eq(matchingReminders.matchingId, id));
    const newStart = new Date(`${slots[3]}:00+09:00`).getTime();
    expect(reminders.some((r) => r.kind === 'MEETING_SOON' && r.aboutAt.getTime() === newStart)).toBe(true);

    // every step is in the matching's history, for the parties and the console, with old and new slots
    const steps = [
      { action: 'rescheduleProposed', actorRole: 'BUYER', slots: [slots[0], slots[2]] },
      { action: 'rescheduleDeclined', actorRole: 'SELLER', slots: [slots[0], slots[2]] },
      { action: 'rescheduleProposed', actorRole: 'SELLER', slots: [slots[0], slots[3]] },
      { action: 'rescheduleAccepted', actorRole: 'BUYER', slots: [slots[0], slots[3]] },
    ];
    const mine = await t.app.inject({ url: `/api/v1/me/matchings/${id}`, headers: bearer(buyer.token) });
    const console = await t.app.inject({ url: `/api/console/matchings/${id}`, headers: bearer(admin) });
    for (const res of [mine, console]) {
      const history = res.json().matching.history as { action: string }[];
      expect(history.filter((h) => h.action.startsWith('reschedule'))).toMatchObject(steps);
    }
    for (const { action } of steps) expect(OFFER_STEP_LABELS[action]).toBeDefined();
  });

  it('refusals name the slot: busy for either party, not in the grid, the same one', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'rsr', 2);
    const id = await meet(buyer, sellers[0]!, fair._id, slots[0]!);
    await meet(buyer, sellers[1]!, fair._id, slots[1]!);

    const busy = await propose(sellers[0]!, id, slots[1]!, 'en');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain(`${slots[1]!.replace('T', ' ')} KST`);
    const outside = await propose(buyer, id, `${slots[0]!.slice(0, 10)}T03:00`, 'en');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain("not in the fair's meeting grid");
    expect(outside.json().message).toContain('03:00 KST');
    const same = await propose(buyer, id, slots[0]!);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain(`${slots[0]!.replace('T', ' ')} KST`);
    // a stranger sees no such meeting
    expect((await propose(sellers[1]!, id, slots[2]!)).statusCode).toBe(404);
  });

  it('two proposals at once leave one; two meetings accepted into the same slot at once: one moves, one is refused naming it', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'rsx');
    const other = await joinBuyer(t.app, 'rsxbuy2');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(other.token),
      payload: { slots, mode: 'OFFLINE' },
    });
    const first = await meet(buyer, seller, fair._id, slots[0]!);
    const second = await meet(other, seller, fair._id, slots[1]!);

    const twice = await Promise.all([propose(buyer, first, slots[4]!), propose(seller, first, slots[5]!)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    // both buyers want the seller at slot 3; the seller's answers race
    await answer(
      twice[0]!.statusCode === 201 ? seller : buyer,
      first,
      (twice[0]!.statusCode === 201 ? twice[0]! : twice[1]!).json().meeting.reschedule._id,
      'decline',
    );
    const a = (await propose(buyer, first, slots[3]!)).json().meeting.reschedule._id as string;
    const b = (await propose(other, second, slots[3]!)).json().meeting.reschedule._id as string;
    const raced = await Promise.all([
      answer(seller, first, a, 'accept'),
      answer(seller, second, b, 'accept'),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = raced.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toContain(`${slots[3]!.replace('T', ' ')} KST`);
    const meetings = (await agenda(seller)).json().meetings as { slot: { key: string } }[];
    expect(meetings.filter((m) => m.slot.key === slots[3])).toHaveLength(1);
  });
});
