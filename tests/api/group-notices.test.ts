import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUS_LABELS } from '#domain/applicationStatus.ts';
import { maskName } from '#domain/masking.ts';
import { buildApp } from '#server/app.ts';
import { accessLogs, applications, groupNotices, outbox, users } from '#server/db/schema/index.ts';
import { dispatchNotices } from '#server/services/notices/dispatch.ts';
import type { SmsMessage, SmsProvider } from '#server/services/notify/sms.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import {
  applicationBody,
  type ConsoleTestApp,
  createApplicationTestApp,
  createOpenRound,
  person,
  submit,
} from './application-helpers.ts';
import { loginAdmin } from '../helpers/app.ts';

/** Group notices (docs/decisions/0030-group-notices-and-round-statistics.md). */

const sent: SmsMessage[] = [];
const provider: SmsProvider = {
  name: 'test',
  sends: true,
  async send(message) {
    sent.push(message);
  },
};

let t: ConsoleTestApp;
let app: FastifyInstance;
let round: number;
/** Three 52A applicants of the round (one in English, one ELIGIBLE), one 25A, one of another round. */
const people = {
  ko: person({ name: '가나다' }),
  en: person({ name: '라마바' }),
  eligible: person({ name: '사아자' }),
  other: person({ name: '차카타' }),
  elsewhere: person({ name: '파하가' }),
};

const template = (lang: string) => ({
  subject: `[${lang}] {round} notice {receiptNo}`,
  body: `${lang}: {name} {receiptNo} {result} until {deadline}`,
});
const templates = { ko: template('ko'), en: template('en'), cn: template('cn') };

function notice(extra: object = {}) {
  return {
    filter: { round, unitType: '52A' },
    channels: ['sms'],
    templates,
    deadline: '2026-12-31',
    ...extra,
  };
}

const post = (url: string, payload: object, token = t.admin, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });

async function noticeRows(noticeId: string) {
  return t.db.select().from(outbox).where(eq(outbox.noticeId, noticeId));
}

beforeAll(async () => {
  const base = await createApplicationTestApp({}, (a) => {
    a.decorate('smsProvider', provider);
  });
  const admin = await loginAdmin(base.app);
  const me = await base.app.inject({ method: 'GET', url: '/api/console/me', headers: bearer(admin) });
  t = Object.assign(base, { admin, adminId: me.json().user._id as string });
  app = t.app;
  const r = await createOpenRound(t.db);
  round = r.round;
  const apply = async (who: (typeof people)['ko'], unitType: string, lang?: string, scheduleId = r.id) => {
    // a second apart: the test send renders on the first recipient, which equal times would leave to chance
    base.clock.now = new Date(base.clock.now.getTime() + 1_000);
    const res = await submit(
      app,
      applicationBody(scheduleId, who, { preferences: { unitType } }),
      lang ? { lang } : {},
    );
    expect(res.statusCode).toBe(201);
  };
  await apply(people.ko, '52A');
  await apply(people.en, '52A', 'en-US');
  await apply(people.eligible, '52A');
  await apply(people.other, '25A');
  await apply(people.elsewhere, '52A', undefined, (await createOpenRound(t.db)).id);
  await t.db
    .update(applications)
    .set({ status: 'ELIGIBLE' })
    .where(eq(applications.phone, people.eligible.phone));
  sent.length = 0; // the submits' own receipts
}, 180_000);
afterAll(() => t.close());

describe('a notice over a filter', () => {
  it('answers at once and reaches exactly the filtered applicants, once each, in their language', async () => {
    const res = await post('/api/console/notices', notice());
    expect(res.statusCode).toBe(202);
    const { _id, recipients, messages } = res.json().notice;
    expect({ recipients, messages }).toEqual({ recipients: 3, messages: 3 });

    await vi.waitFor(
      async () => expect((await noticeRows(_id)).every((row) => row.status === 'sent')).toBe(true),
      { timeout: 10_000, interval: 50 },
    );
    // a later tick finds nothing left to send
    expect(await dispatchNotices(t.db, app.noticeNotifier, new Date(Date.now() + 3_600_000))).toBe(0);
    const mine = sent.filter((m) => m.text.includes('until 2026-12-31'));
    expect(mine.map((m) => m.to).sort()).toEqual(
      [people.ko.phone, people.en.phone, people.eligible.phone].sort(),
    );
    const byPhone = new Map(mine.map((m) => [m.to, m.text]));
    expect(byPhone.get(people.en.phone)).toMatch(/^en: 라마바 \S+ Received until 2026-12-31$/);
    expect(byPhone.get(people.eligible.phone)).toMatch(/^ko: 사아자 \S+ 적격 until 2026-12-31$/);

    const [logged] = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'create'), eq(accessLogs.subjectId, _id)));
    expect(logged).toMatchObject({ subjectType: 'application', subjectCount: 3, actorUsername: 'admin' });
    expect(logged?.detail).not.toContain(people.ko.phone);
  });

  it('keeps HTML in a template as text in the SMS and escapes it in the e-mail', async () => {
    const hostile = { subject: '<b>{name}</b>', body: '<script>alert(1)</script> & {name}\nline' };
    const res = await post(
      '/api/console/notices',
      notice({
        channels: ['sms', 'email'],
        templates: { ko: hostile, en: hostile, cn: hostile },
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(202);
    const rows = await noticeRows(res.json().notice._id);
    expect(rows).toHaveLength(6);
    const mail = rows.find((row) => row.channel === 'email' && row.to === 'youth@example.com');
    const sms = rows.find((row) => row.channel === 'sms' && row.to === people.ko.phone);
    expect(sms?.body).toBe('<script>alert(1)</script> & 가나다\nline');
    expect(sms?.html).toBeNull();
    expect(mail?.html).toMatch(/^<p>&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; [가-힣]{3}<br>line<\/p>$/);
    expect(mail?.subject).toMatch(/^<b>[가-힣]{3}<\/b>$/);
  });

  it('previews the messages as they are queued, on a real record with its name masked', async () => {
    const input = notice({ channels: ['sms', 'email'] });
    const preview = await post('/api/console/notices/preview', input);
    expect(preview.statusCode).toBe(200);
    const { recipients, sample } = preview.json();
    expect(recipients).toBe(3);
    const [record] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.receiptNo, sample.receiptNo));
    if (!record) throw new Error('the sample is no application');
    const result = APPLICATION_STATUS_LABELS[record.status][record.lang];
    expect(sample.text).toBe(
      `${record.lang}: ${maskName(record.name)} ${sample.receiptNo} ${result} until 2026-12-31`,
    );
    const created = (await post('/api/console/notices', input)).json().notice;
    const [queued] = (await noticeRows(created._id)).filter(
      (row) => row.channel === 'email' && row.body.includes(sample.receiptNo),
    );
    expect(queued?.body).toBe(sample.text.replace(maskName(record.name), record.name));
    expect(queued?.subject).toBe(sample.subject);
    expect(queued?.html).toBe(sample.html.replace(maskName(record.name), record.name));
  });
});

describe('delivery per recipient', () => {
  it("lists one notice's messages in the messages list, masked, each with its status and send time", async () => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    const created = (await post('/api/console/notices', notice({ scheduledAt: at.toISOString() }))).json()
      .notice;
    const res = await app.inject({
      method: 'GET',
      url: `/api/console/messages?notice=${created._id}&limit=100`,
      headers: bearer(t.admin),
    });
    expect(res.statusCode).toBe(200);
    const { messages, total } = res.json() as {
      messages: { noticeId: string; sendAfter: string; status: string; to: string }[];
      total: number;
    };
    expect(total).toBe(3);
    expect(new Set(messages.map((m) => m.noticeId))).toEqual(new Set([created._id]));
    expect(messages.every((m) => m.status === 'pending' && m.sendAfter === at.toISOString())).toBe(true);
    expect(messages.map((m) => m.to)).not.toContain(people.ko.phone);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/console/notices', headers: bearer(t.admin) })
    ).json().notices as { _id: string; pending: number; recipients: number }[];
    expect(listed.find((n) => n._id === created._id)).toMatchObject({ recipients: 3, pending: 3 });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/console/messages?notice=not-a-uuid',
      headers: bearer(t.admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('scheduled notices', () => {
  it('wait for their time across a restart and go once with two instances', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = { subject: 'scheduled {name}', body: 'scheduled {name}' };
    const res = await post(
      '/api/console/notices',
      notice({ scheduledAt: at.toISOString(), templates: { ko: scheduled, en: scheduled, cn: scheduled } }),
    );
    expect(res.statusCode).toBe(202);
    // what this notice delivered (earlier tests' notices are still being sent meanwhile)
    const ours = (from: number) => sent.slice(from).filter((m) => m.text.startsWith('scheduled '));
    const id = res.json().notice._id as string;

    // a second instance on the same database: all it knows of the notice is what the database holds
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    second.decorate('smsProvider', provider);
    await second.ready();
    try {
      const one = createNotifier(app);
      const two = createNotifier(second);
      const before = sent.length;
      // before its time a tick leaves it waiting
      await dispatchNotices(t.db, two, new Date(), 100);
      expect(ours(before)).toEqual([]);
      expect((await noticeRows(id)).map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
      const later = new Date(at.getTime() + 60_000);
      // both instances tick together, two rows at a time, until neither finds anything due
      for (let busy = true; busy;) {
        const ticks = await Promise.all([
          dispatchNotices(t.db, one, later, 2),
          dispatchNotices(t.db, two, later, 2),
        ]);
        busy = ticks.some((n) => n > 0);
      }
      const delivered = ours(before).map((m) => m.to);
      expect(delivered.sort()).toEqual([people.ko.phone, people.en.phone, people.eligible.phone].sort());
      expect((await noticeRows(id)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await second.close();
    }
  });

  it('refuses a time in the past or beyond 90 days, and queues nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(groupNotices);
    for (const at of [new Date(Date.now() - 60_000), new Date(Date.now() + 91 * 86_400_000)]) {
      const res = await post('/api/console/notices', notice({ scheduledAt: at.toISOString() }), t.admin, {
        'accept-language': 'en',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.scheduledAt).toBe('Please schedule the notice after now and within 90 days.');
    }
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(groupNotices);
    expect(after).toBe(before);
  });
});

describe('the test send', () => {
  it("reaches only the manager's own e-mail and phone", async () => {
    const [{ n: queuedBefore } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(isNotNull(outbox.noticeId));
    const noContact = await post('/api/console/notices/test', notice());
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().code).toBe('noticeTestContactMissing');

    await t.db
      .update(users)
      .set({ email: 'admin@example.com', phone: '01055550000' })
      .where(eq(users.id, t.adminId));
    const before = sent.length;
    const res = await post('/api/console/notices/test', notice({ channels: ['sms', 'email'] }));
    expect(res.statusCode).toBe(201);
    const messages = res.json().messages as { to: string; channel: string }[];
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.slice(before).map((m) => m.to)).toEqual(['01055550000']);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, 'admin@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toMatch(/^\[TEST\] \[ko\]/);
    const [{ n: queuedAfter } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(isNotNull(outbox.noticeId));
    expect(queuedAfter).toBe(queuedBefore);
  });
});

describe('who may', () => {
  it('refuses anonymous callers, members and managers without the application scope', async () => {
    await createManager(app, {
      username: 'noticeless',
      password: 'Nope!23456',
      scope: ['manager', 'messages'],
    });
    await createManager(app, { username: 'member1', password: 'Memb!23456', type: 'PERSON', scope: [] });
    const manager = (await login(app, 'noticeless', 'Nope!23456')).accessToken;
    const member = (await login(app, 'member1', 'Memb!23456')).accessToken;
    const calls = [
      { method: 'GET' as const, url: '/api/console/notices' },
      { method: 'POST' as const, url: '/api/console/notices', payload: notice() },
      { method: 'POST' as const, url: '/api/console/notices/preview', payload: notice() },
      { method: 'POST' as const, url: '/api/console/notices/test', payload: notice() },
    ];
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(groupNotices);
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: bearer(member) })).statusCode).toBe(403);
      expect((await app.inject({ ...call, headers: bearer(manager) })).statusCode).toBe(403);
    }
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(groupNotices);
    expect(after).toBe(before);
  });

  it('answers bad input with a message in the manager’s language and creates nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(groupNotices);
    const en = { 'accept-language': 'en' };
    const typo = notice({ templates: { ...templates, cn: { subject: 'x', body: '{nmae}' } } });
    const res = await post('/api/console/notices', typo, t.admin, en);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Unknown variable');
    const bad = [
      notice({ channels: [] }),
      notice({ channels: ['fax'] }),
      notice({ deadline: null }),
      notice({ filter: { round, unitType: '99Z' } }),
      notice({ filter: { round, phone: '010' } }),
      notice({ templates: { ko: templates.ko } }),
      notice({ templates: { ...templates, ko: { subject: 'x', body: 'y'.repeat(2_001) } } }),
      notice({ filter: { round: 999_999 } }),
    ];
    for (const body of bad)
      expect((await post('/api/console/notices', body, t.admin, en)).statusCode).toBe(400);
    expect((await post('/api/console/notices', notice({ filter: { round: 99_999 } }))).json().code).toBe(
      'noticeNoRecipients',
    );
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(groupNotices);
    expect(after).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  const noticeCount = async () => (await t.db.select({ n: count() }).from(groupNotices))[0]?.n ?? 0;
  const keyed = (key: string, body: object = notice(), token = t.admin) =>
    post('/api/console/notices', body, token, { 'idempotency-key': key });

  it('creates one notice for the same key sent twice, and answers the first one again', async () => {
    const before = await noticeCount();
    const first = await keyed('notice-key-twice');
    const again = await keyed('notice-key-twice');
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json()).toEqual(first.json());
    expect(await noticeCount()).toBe(before + 1);
    expect(await noticeRows(first.json().notice._id)).toHaveLength(3);
  });

  it('creates one notice for two concurrent requests with one key', async () => {
    const before = await noticeCount();
    const answers = await Promise.all([keyed('notice-key-race'), keyed('notice-key-race')]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await noticeCount()).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    await keyed('notice-key-other');
    const before = await noticeCount();
    const other = await post('/api/console/notices', notice({ deadline: '2027-01-31' }), t.admin, {
      'idempotency-key': 'notice-key-other',
      'accept-language': 'en',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/same request key/);
    expect(await noticeCount()).toBe(before);
  });

  it('does not record a refused request: the same key then creates the notice', async () => {
    const before = await noticeCount();
    const refused = await keyed('notice-key-refused', notice({ filter: { round: 99_999 } }));
    expect(refused.statusCode).toBe(400);
    expect(await noticeCount()).toBe(before);
    const fixed = await keyed('notice-key-refused', notice());
    expect(fixed.statusCode).toBe(202);
    expect(await noticeCount()).toBe(before + 1);
  });

  it("keeps each manager's keys apart, and refuses a malformed key", async () => {
    await createManager(app, {
      username: 'noticer2',
      password: 'Noti!23456',
      scope: ['manager', 'application'],
    });
    const other = (await login(app, 'noticer2', 'Noti!23456')).accessToken;
    const before = await noticeCount();
    const mine = await keyed('notice-key-shared');
    const theirs = await keyed('notice-key-shared', notice(), other);
    expect(theirs.statusCode).toBe(202);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().notice._id).not.toBe(mine.json().notice._id);
    expect(await noticeCount()).toBe(before + 2);
    const bad = await keyed('bad key with spaces');
    expect(bad.statusCode).toBe(400);
    expect(await noticeCount()).toBe(before + 2);
  });
});
