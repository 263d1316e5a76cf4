import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxSearchText } from '#server/db/schema/index.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

/**
 * The outbox's search (docs/decisions/0057-outbox-searched-by-subject.md): a mail by its subject, an SMS by
 * its text, either by its recipient; a mail's body is not indexed, so it is not searched.
 */
describe('the outbox search', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createManager(t.app, {
      username: 'outboxsearch',
      password: 'Search!2345',
      scope: ['manager', 'messages'],
      subPassword: 'Second!234',
    });
    token = (await login(t.app, 'outboxsearch', 'Search!2345')).accessToken;
    await t.db.insert(outbox).values([
      {
        channel: 'email',
        to: 'kim.search@example.com',
        subject: '접수 안내 메일제목Q7',
        body: '메일본문만W4 입니다',
      },
      { channel: 'sms', to: '01055512345', subject: null, body: '[청년안심주택] 문자본문Z9 접수' },
    ]);
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({
      url: `/api/console/messages?q=${encodeURIComponent(q)}&limit=100`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().messages as { channel: string }[]).map((m) => m.channel);
  };

  it('finds a mail by its subject, an SMS by its text, each by its recipient; not a mail by its body', async () => {
    expect(await search('메일제목Q7')).toEqual(['email']);
    expect(await search('문자본문Z9')).toEqual(['sms']);
    expect(await search('kim.search@')).toEqual(['email']);
    expect(await search('010-5551-2345')).toEqual(['sms']);
    expect(await search('메일본문만W4')).toEqual([]);
  });

  it('reads one trigram index for the text, and indexes no mail body', async () => {
    const indexes = (await t.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'outbox' and indexdef like '%gin_trgm_ops%'`,
    )) as { rows: { indexname: string; indexdef: string }[] };
    const onText = indexes.rows.filter((r) => /\b(subject|body)\b/.test(r.indexdef));
    expect(onText.map((r) => r.indexname)).toEqual(['outbox_search_text_trgm']);
    // the search's expression is the index's: with sequential scans off, its plan reads the index
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute(
        sql`explain select id from ${outbox} where ${outboxSearchText(outbox.subject, outbox.body)} ilike '%문자본문%'`,
      )) as { rows: Record<string, string>[] };
      return rows.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('outbox_search_text_trgm');
  });
});
