import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchingMessages, outbox } from '#server/db/schema/index.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import {
  joinBuyer,
  joinSeller,
  matchingStage,
  type Member,
  offer,
  step,
  withdraw,
} from './matching-helpers.ts';

/**
 * Messages between the two parties of a matching (docs/decisions/0026-matching-for-a-large-fair.md
 * § Messages): only they read and write; contacts masked until confirmed; one e-mail notice per burst
 * through the outbox, in the recipient's language; replays and duplicates store once.
 */
const t = useTestApp();

const url = (id: string) => `/api/v1/me/matchings/${id}/messages`;
const send = (member: Member | null, id: string, body: unknown, lang = 'ko') =>
  t.app.inject({
    method: 'POST',
    url: url(id),
    headers: { ...(member ? bearer(member.token) : {}), 'accept-language': lang },
    payload: body as Record<string, unknown>,
  });
const read = (member: Member | null, id: string) =>
  t.app.inject({ url: url(id), headers: member ? bearer(member.token) : {} });
const mailsTo = (address: string) =>
  t.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.seq));
const rowsOf = (id: string) =>
  t.db.select().from(matchingMessages).where(eq(matchingMessages.matchingId, id));

async function stage(prefix: string) {
  const s = await matchingStage(t.app, prefix);
  const id = (await offer(t.app, s.buyer, s.fair._id, s.seller.id, [s.slots[0]!])).json().matching
    ._id as string;
  return { ...s, id };
}

describe('the two parties write to each other', () => {
  it('before confirmation, contacts are masked for the reader and in the notice; after it, shown', async () => {
    const { buyer, seller, id, slots } = await stage('msga');
    const text = 'Hello! Call me on +33 6 12 34 56 78 or write to claire.m@example.fr — 20 units first.';
    const sent = await send(buyer, id, { body: text, key: randomUUID() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({ senderRole: 'BUYER', mine: true, body: text });

    const seen = await read(seller, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().total).toBe(1);
    const [message] = seen.json().messages;
    expect(message.mine).toBe(false);
    expect(message.body).toBe('Hello! Call me on […] or write to […] — 20 units first.');

    // the seller's notice: Korean first, masked, a link to answer
    const [notice] = await mailsTo(`${seller.username}@example.com`).then((rows) =>
      rows.filter((r) => r.subject?.includes('새 메시지')),
    );
    expect(notice!.subject).toBe(`[비즈니스 매칭] 새 메시지 - ${buyer.username} Trading SAS`);
    expect(notice!.body).toContain('Call me on […] or write to […]');
    expect(notice!.body).not.toContain('12 34 56 78');
    expect(notice!.body).toContain('/mypage/matchings');

    await step(t.app, seller, id, { action: 'accept', slots: [slots[0]] });
    await step(t.app, buyer, id, { action: 'confirm', slot: slots[0] });
    expect((await read(seller, id)).json().messages[0].body).toBe(text);
  });

  it('one notice per burst; the buyer abroad gets it in English', async () => {
    const { buyer, seller, id } = await stage('msgb');
    const sellerMail = `${seller.username}@example.com`;
    const buyerMail = `${buyer.username}@example.com`;
    const before = (await mailsTo(sellerMail)).length;
    for (const body of ['first', 'second', 'third'])
      expect((await send(buyer, id, { body, key: randomUUID() })).statusCode).toBe(201);
    expect((await mailsTo(sellerMail)).length).toBe(before + 1);

    expect(
      (await send(seller, id, { body: '안녕하세요, 샘플을 보내드릴게요', key: randomUUID() })).statusCode,
    ).toBe(201);
    const toBuyer = (await mailsTo(buyerMail)).filter((r) => r.subject?.includes('New message'));
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe(`[Business matching] New message - ${seller.username} 주식회사`);
    expect(toBuyer[0]!.body.indexOf('sent you a new message')).toBeLessThan(
      toBuyer[0]!.body.indexOf('새 메시지'),
    );

    const both = (await read(buyer, id)).json().messages;
    expect(both.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['first', true],
      ['second', true],
      ['third', true],
      ['안녕하세요, 샘플을 보내드릴게요', false],
    ]);
  });

  it('a replay or a concurrent duplicate of one key stores one message and one notice', async () => {
    const { buyer, seller, id } = await stage('msgc');
    const key = randomUUID();
    const first = await send(buyer, id, { body: 'once', key });
    const again = await send(buyer, id, { body: 'once', key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message._id).toBe(first.json().message._id);

    const twin = randomUUID();
    const answers = await Promise.all([
      send(seller, id, { body: 'twice?', key: twin }),
      send(seller, id, { body: 'twice?', key: twin }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await rowsOf(id)).toHaveLength(2);
    // the same key from the other side is that side's own message
    expect((await send(seller, id, { body: 'mine', key })).statusCode).toBe(201);
  });
});

describe('nobody else', () => {
  it('anonymous 401; a manager 403; another buyer and another seller 404, and nothing is stored', async () => {
    const { admin, buyer, id } = await stage('msgd');
    await send(buyer, id, { body: 'private', key: randomUUID() });
    expect((await read(null, id)).statusCode).toBe(401);
    expect((await send(null, id, { body: 'x', key: randomUUID() })).statusCode).toBe(401);
    const manager = { id: '', username: 'admin', token: admin };
    expect((await read(manager, id)).statusCode).toBe(403);

    const otherBuyer = await joinBuyer(t.app, 'msgdbuyer');
    const otherSeller = await joinSeller(t.app, 'msgdseller');
    for (const stranger of [otherBuyer, otherSeller]) {
      const listed = await read(stranger, id);
      expect(listed.statusCode).toBe(404);
      expect(listed.body).not.toContain('private');
      expect((await send(stranger, id, { body: 'hi', key: randomUUID() })).statusCode).toBe(404);
    }
    // a seller with a matching of their own in the same fair reads only their own
    const second = await matchingStage(t.app, 'msgdsecond');
    const theirs = (
      await offer(t.app, second.buyer, second.fair._id, second.seller.id, [second.slots[0]!])
    ).json().matching._id as string;
    expect((await read(second.seller, id)).statusCode).toBe(404);
    expect((await read(second.seller, theirs)).statusCode).toBe(200);
    expect((await read(buyer, randomUUID())).statusCode).toBe(404);
    expect(await rowsOf(id)).toHaveLength(1);
  });
});

describe('a member who withdraws', () => {
  it('takes their messages along; the other side keeps its own', async () => {
    const { buyer, seller, id } = await stage('msgw');
    await send(buyer, id, { body: 'mine, to be erased', key: randomUUID() });
    await send(seller, id, { body: "the seller's own", key: randomUUID() });
    const left = await withdraw(t.app, buyer);
    expect(left.statusCode).toBe(204);
    const seen = (await read(seller, id)).json().messages.map((m: { body: string }) => m.body);
    expect(seen).toEqual(["the seller's own"]);
  });
});

describe('refusals change nothing', () => {
  it('empty, too long or keyless: 400 in the member’s language', async () => {
    const { buyer, id } = await stage('msge');
    const empty = await send(buyer, id, { body: '   ', key: randomUUID() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toBe('메시지를 입력해주세요');
    const long = await send(buyer, id, { body: 'x'.repeat(2001), key: randomUUID() }, 'en');
    expect(long.json().errors.body).toBe('Please keep the message within 2,000 characters.');
    expect((await send(buyer, id, { body: 'no key' })).statusCode).toBe(400);
    expect((await send(buyer, id, { body: 'bad key', key: 'x' })).statusCode).toBe(400);
    expect((await send(buyer, id, { body: { $gt: '' }, key: randomUUID() })).statusCode).toBe(400);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('a declined matching takes no more messages but keeps its history', async () => {
    const { buyer, seller, id } = await stage('msgf');
    await send(buyer, id, { body: 'before', key: randomUUID() });
    await step(t.app, seller, id, { action: 'decline', reason: '일정이 맞지 않습니다' });
    const refused = await send(buyer, id, { body: 'after', key: randomUUID() }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Messages cannot be sent on a declined, cancelled or expired matching.',
    );
    expect((await read(buyer, id)).json().messages.map((m: { body: string }) => m.body)).toEqual(['before']);
  });

  it('a flood stops at 60 messages an hour from one side (429)', async () => {
    const { buyer, seller, id } = await stage('msgg');
    for (let i = 0; i < 60; i++)
      expect((await send(buyer, id, { body: `m${i}`, key: randomUUID() })).statusCode).toBe(201);
    const flood = await send(buyer, id, { body: 'm60', key: randomUUID() });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('메시지를 너무 자주 보냈습니다. 잠시 후 다시 보내주세요');
    expect((await send(seller, id, { body: 'the other side still can', key: randomUUID() })).statusCode).toBe(
      201,
    );
    expect(await rowsOf(id)).toHaveLength(61);
  });
});
