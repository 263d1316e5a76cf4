import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '#server/db/schema/index.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { firstSheet } from '../helpers/xlsx.ts';

/**
 * docs/security.md § Verification codes and the outbox: the outbox's recipients, and the e-mails and phones
 * its messages quote, are masked in the list, the detail and the export until revealed with the
 * secondary-password proof (docs/decisions/0007-personal-data-and-access-log.md); every reveal and export is
 * in the access log.
 */

const REASON = encodeURIComponent('민원 처리');
const CLEAR = ['resident@example.com', '01012345678', 'hong.gd@example.com', '010-2222-3333'];

describe('the outbox masks people until revealed with the proof', () => {
  let t: TestApp;
  let token: string;
  let messageId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createManager(t.app, {
      username: 'outboxer',
      password: 'Msgs!2345',
      scope: ['manager', 'messages'],
      subPassword: 'Second!234',
    });
    token = (await login(t.app, 'outboxer', 'Msgs!2345')).accessToken;
    const sent = [
      { channel: 'email', to: 'resident@example.com' },
      { channel: 'sms', to: '01012345678' },
    ];
    for (const { channel, to } of sent) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/messages/test',
        headers: bearer(token),
        payload: { channel, to, subject: '회신 안내', message: '회신: hong.gd@example.com, 010-2222-3333' },
      });
      expect(res.statusCode, res.body).toBe(201);
      messageId = res.json().message._id as string;
    }
  });
  afterAll(() => t.close());

  const proof = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/console/me/verify',
        headers: bearer(token),
        payload: { subPassword: 'Second!234' },
      })
    ).json().verification.token as string;

  const get = (url: string, withProof?: string) =>
    t.app.inject({
      url,
      headers: { ...bearer(token), ...(withProof ? { 'x-sub-password-token': withProof } : {}) },
    });

  const logsOf = (action: 'reveal' | 'export') =>
    t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectType, 'messages'), eq(accessLogs.action, action)));

  it('masks recipients and the contacts in subjects and bodies by default: list and detail', async () => {
    const list = await get('/api/console/messages');
    expect(list.statusCode).toBe(200);
    for (const clear of CLEAR) expect(list.body).not.toContain(clear);
    expect(
      list
        .json()
        .messages.map((m: { to: string }) => m.to)
        .sort(),
    ).toEqual(['010-****-5678', 're******@example.com']);
    expect(list.json().messages[0].body).toBe('회신: ho*****@example.com, 010-****-3333');
    const one = await get(`/api/console/messages/${messageId}`);
    for (const clear of CLEAR) expect(one.body).not.toContain(clear);
  });

  it('reveals the list and one message only with the proof and a reason, logging each message', async () => {
    const noProof = await get(`/api/console/messages?reveal=1&reason=${REASON}`);
    expect(noProof.statusCode).toBe(403);
    expect(noProof.json().code).toBe('personalDataProofRequired');
    expect((await get(`/api/console/messages/${messageId}?reveal=1&reason=${REASON}`)).statusCode).toBe(403);
    const forged = await get(`/api/console/messages?reveal=1&reason=${REASON}`, 'not.a.proof');
    expect(forged.statusCode).toBe(403);
    const token = await proof();
    expect((await get('/api/console/messages?reveal=1', token)).statusCode).toBe(400);
    expect(await logsOf('reveal')).toEqual([]);

    const revealed = await get(`/api/console/messages?reveal=1&reason=${REASON}`, token);
    expect(revealed.statusCode).toBe(200);
    expect(
      revealed
        .json()
        .messages.map((m: { to: string }) => m.to)
        .sort(),
    ).toEqual(['01012345678', 'resident@example.com']);
    expect(revealed.json().messages[0].body).toBe('회신: hong.gd@example.com, 010-2222-3333');
    const logged = await logsOf('reveal');
    expect(logged.map((row) => row.subjectId).sort()).toEqual(
      revealed
        .json()
        .messages.map((m: { _id: string }) => m._id)
        .sort(),
    );
    expect(logged.every((row) => row.reason === '민원 처리' && row.actorUsername === 'outboxer')).toBe(true);
  });

  it('refuses the export without the proof or a reason, and logs the export it answers', async () => {
    const noProof = await get(`/api/console/messages/export?reason=${REASON}`);
    expect(noProof.statusCode).toBe(403);
    expect(noProof.json().code).toBe('personalDataProofRequired');
    const token = await proof();
    expect((await get('/api/console/messages/export', token)).statusCode).toBe(400);
    expect(await logsOf('export')).toEqual([]);

    const res = await get(`/api/console/messages/export?channel=sms&reason=${REASON}`, token);
    expect(res.statusCode).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.getRow(2).getCell(3).value).toBe('01012345678');
    expect(await logsOf('export')).toMatchObject([
      { actorUsername: 'outboxer', reason: '민원 처리', subjectId: null },
    ]);
  });
});
