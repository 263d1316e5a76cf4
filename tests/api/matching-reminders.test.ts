import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '#domain/matching/slots.ts';
import { matchingReminders, outbox } from '#server/db/schema/index.ts';
import {
  claimReminders,
  dispatchReminders,
  finishReminder,
  REMINDERS,
} from '#server/services/matching/reminders.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import { matchingStage, offer, step, type Member } from './matching-helpers.ts';

/**
 * Reminders from a job table (docs/decisions/0026-matching-for-a-large-fair.md § Reminders): written with the
 * step, claimed with FOR UPDATE SKIP LOCKED and a lease, sent once in each party's language and zone,
 * skipped when they no longer fit. The dispatcher is driven with explicit times (no waiting on timers).
 */
const t = useTestApp();

const SECOND = 1000;
const dispatch = (now: Date) => dispatchReminders(t.db, t.app.config.publicUrl, t.app.matchingNotifier, now);
const remindersOf = (id: string) =>
  t.db
    .select()
    .from(matchingReminders)
    .where(eq(matchingReminders.matchingId, id))
    .orderBy(asc(matchingReminders.dueAt));
/** When the last of these offers' first reminders falls due: offers made one after another expire apart. */
const lastFirstDue = async (ids: string[]) =>
  Math.max(...(await Promise.all(ids.map(async (id) => (await remindersOf(id))[0]!.dueAt.getTime()))));
const mailsTo = (...members: Member[]) =>
  t.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.to,
        members.map((m) => `${m.username}@example.com`),
      ),
    )
    .orderBy(asc(outbox.seq));
const remindersIn = async (...members: Member[]) =>
  (await mailsTo(...members)).filter((r) =>
    /하루 뒤 만료|내일 상담|15분 뒤|in a day|tomorrow|15 minutes/.test(r.subject ?? ''),
  );

describe('an unanswered offer', () => {
  it('reminds its seller a day before it expires, once, in Korean with both clocks', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'remo');
    const created = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    const expiresAt = new Date(created.expiresAt);
    const [reminder, ...others] = await remindersOf(created._id);
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({ kind: 'OFFER_EXPIRING', doneAt: null });
    expect(reminder!.aboutAt.getTime()).toBe(expiresAt.getTime());
    expect(reminder!.dueAt.getTime()).toBe(expiresAt.getTime() - REMINDERS.offerBeforeMs);

    expect(await dispatch(new Date(reminder!.dueAt.getTime() - SECOND))).toBe(0);
    expect(await dispatch(new Date(reminder!.dueAt.getTime() + SECOND))).toBe(1);
    expect(await dispatch(new Date(reminder!.dueAt.getTime() + 2 * SECOND))).toBe(0);

    const mails = await remindersIn(seller, buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(`${seller.username}@example.com`);
    expect(mails[0]!.subject).toBe(
      `[비즈니스 매칭] 답하지 않은 상담 신청이 하루 뒤 만료됩니다 - ${buyer.username} Trading SAS`,
    );
    expect(mails[0]!.body).toContain('응답 기한 / Answer by:');
    expect(mails[0]!.body).toContain(slots[0]!.replace('T', ' '));
    expect((await remindersOf(created._id))[0]).toMatchObject({ outcome: 'SENT' });
  });

  it('is skipped once the seller answered', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'remd');
    const id = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching._id;
    await step(t.app, seller, id, { action: 'decline', reason: '일정이 맞지 않습니다' });
    const [reminder] = await remindersOf(id);
    expect(await dispatch(new Date(reminder!.dueAt.getTime() + SECOND))).toBe(1);
    expect(await remindersIn(seller, buyer)).toEqual([]);
    expect((await remindersOf(id))[0]).toMatchObject({ outcome: 'SKIPPED' });
  });
});

describe('a confirmed meeting', () => {
  it('reminds both parties a day and 15 minutes before, each in their language and zone', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'remm');
    const id = (await offer(t.app, buyer, fair._id, seller.id, [slots[1]!])).json().matching._id;
    await step(t.app, seller, id, { action: 'accept', slots: [slots[1]] });
    await step(t.app, buyer, id, { action: 'confirm', slot: slots[1] });
    const start = slotStart(slots[1]!).getTime();
    const rows = await remindersOf(id);
    expect(rows.map((r) => [r.kind, r.dueAt.getTime()])).toEqual([
      ['OFFER_EXPIRING', rows[0]!.dueAt.getTime()],
      ['MEETING_DAY', start - REMINDERS.meetingDayBeforeMs],
      ['MEETING_SOON', start - REMINDERS.meetingSoonBeforeMs],
      ['FOLLOW_UP', start - REMINDERS.followUpBeforeMs],
    ]);

    // the day before: the offer's reminder no longer fits, the meeting's goes to both
    await dispatch(new Date(start - REMINDERS.meetingDayBeforeMs + SECOND));
    let mails = await remindersIn(seller, buyer);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [
        `${seller.username}@example.com`,
        `[비즈니스 매칭] 내일 상담이 있습니다 - ${buyer.username} Trading SAS`,
      ],
      [
        `${buyer.username}@example.com`,
        `[Business matching] Your meeting is tomorrow - ${seller.username} 주식회사`,
      ],
    ]);
    expect(mails[1]!.body).toContain('(Europe/Paris)');
    expect(mails[0]!.body).not.toContain('(Europe/Paris)');
    expect(mails[1]!.body).toMatch(/Video room: https:\/\//);

    await dispatch(new Date(start - REMINDERS.meetingSoonBeforeMs + SECOND));
    mails = await remindersIn(seller, buyer);
    expect(mails).toHaveLength(4);
    expect(mails[3]!.subject).toBe(
      `[Business matching] Your meeting starts in 15 minutes - ${seller.username} 주식회사`,
    );
    // the follow-up (three months on) is still to come
    expect((await remindersOf(id)).map((r) => r.outcome)).toEqual(['SKIPPED', 'SENT', 'SENT', null]);
  });

  it('a cancelled meeting reminds nobody, nor one whose time has passed', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'remc');
    const id = (await offer(t.app, buyer, fair._id, seller.id, [slots[2]!])).json().matching._id;
    await step(t.app, seller, id, { action: 'accept', slots: [slots[2]] });
    await step(t.app, buyer, id, { action: 'confirm', slot: slots[2] });
    await step(t.app, buyer, id, { action: 'cancel', reason: '사정이 생겼습니다' });
    const start = slotStart(slots[2]!).getTime();
    await dispatch(new Date(start - REMINDERS.meetingSoonBeforeMs + SECOND));
    expect(await remindersIn(seller, buyer)).toEqual([]);
    const dueBefore = (await remindersOf(id)).filter((r) => r.kind !== 'FOLLOW_UP');
    expect(dueBefore.every((r) => r.outcome === 'SKIPPED')).toBe(true);

    const late = await matchingStage(t.app, 'reml');
    const lateId = (await offer(t.app, late.buyer, late.fair._id, late.seller.id, [late.slots[3]!])).json()
      .matching._id;
    await step(t.app, late.seller, lateId, { action: 'accept', slots: [late.slots[3]] });
    await step(t.app, late.buyer, lateId, { action: 'confirm', slot: late.slots[3] });
    // the dispatcher was down for the whole week: after the meeting's start nothing goes out
    await dispatch(new Date(slotStart(late.slots[3]!).getTime() + SECOND));
    expect(await remindersIn(late.seller, late.buyer)).toEqual([]);
  });
});

describe('several instances', () => {
  it('two dispatchers at once send each reminder once', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'remx', 3);
    const ids: string[] = [];
    for (const seller of sellers)
      ids.push((await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching._id);
    const due = await lastFirstDue(ids);
    const now = new Date(due + SECOND);
    const claimed = await Promise.all([dispatch(now), dispatch(now), dispatch(now)]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(3);
    const mails = await remindersIn(...sellers);
    expect(mails.map((m) => m.to).sort()).toEqual(sellers.map((s) => `${s.username}@example.com`).sort());
  });

  it('one tick sends every due reminder, a batch at a time, however many more than a batch are due', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'remb', 3);
    const ids: string[] = [];
    for (const seller of sellers)
      ids.push((await offer(t.app, buyer, fair._id, seller.id, [slots[1]!])).json().matching._id);
    const due = await lastFirstDue(ids);
    // batches of 2: the tick goes on after a full batch until one comes back short
    const sent = await dispatchReminders(
      t.db,
      t.app.config.publicUrl,
      t.app.matchingNotifier,
      new Date(due + SECOND),
      2,
    );
    expect(sent).toBe(3);
    expect(await remindersIn(...sellers)).toHaveLength(3);
  });

  it('an instance that died holding a claim: nobody sends until its lease ends, then it goes once', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'remk');
    const id = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching._id;
    const due = (await remindersOf(id))[0]!.dueAt.getTime();
    const crashed = await claimReminders(t.db, new Date(due + SECOND));
    expect(crashed).toHaveLength(1);
    expect(await dispatch(new Date(due + 60 * SECOND))).toBe(0);
    expect(await remindersIn(seller)).toEqual([]);
    expect(await dispatch(new Date(due + REMINDERS.leaseMs + 2 * SECOND))).toBe(1);
    // the dead instance comes back and finishes its old claim: already done, nothing more
    expect(
      await finishReminder(t.db, t.app.config.publicUrl, crashed[0]!, new Date(due + 2 * SECOND)),
    ).toEqual([]);
    expect(await remindersIn(seller)).toHaveLength(1);
  });
});
