import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { openDatabase } from '#server/db/index.ts';
import { applications, schedules } from '#server/db/schema/index.ts';
import { SERVER_ADMIN } from '../tests/helpers/server.ts';
import { accessToken } from './login.ts';
import { FIRST_SCALE_ROUND, SCALE_ROUNDS } from './seedScale.ts';

/**
 * A group notice at scale (docs/decisions/0030-group-notices-and-round-statistics.md): a round of `recipients`
 * applications (written straight into the bench's database: their submits are the rush's figure, not this
 * one), then `POST /api/console/notices` to all of them by SMS and e-mail, timed from the request to its 202 —
 * the notice, one outbox row per recipient and channel, and the access-log row, in one transaction.
 */
export async function benchNotice(options: {
  base: string;
  databaseUrl: string;
  recipients: number;
}): Promise<{ ms: number; status: number; recipients: number; messages: number }> {
  // above the scale part's rounds (bench/seedScale.ts), which a full run seeds after this one
  const round = FIRST_SCALE_ROUND + SCALE_ROUNDS + (randomBytes(2).readUInt16BE() % 10_000);
  const opened = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: options.databaseUrl });
  try {
    const now = Date.now();
    const [schedule] = await opened.db
      .insert(schedules)
      .values({
        round,
        title: 'bench: group notice',
        shows: false,
        stops: false,
        openAt: new Date(now - 86_400_000),
        deadAt: new Date(now - 3_600_000),
        message: { beforeOpen: '', dead: '', dead2: '', stop: '' },
      })
      .returning({ id: schedules.id });
    if (!schedule) throw new Error('bench round not inserted');
    for (let from = 0; from < options.recipients; from += 1_000) {
      const rows = [];
      for (let i = from; i < Math.min(from + 1_000, options.recipients); i++) {
        rows.push({
          scheduleId: schedule.id,
          kind: 'APPLICATION' as const,
          receiptNo: `A${round}-BENCH-${i.toString(36).toUpperCase().padStart(6, '0')}`,
          identityKey: `bench-notice-${round}-${i}`,
          name: '김청년',
          phone: `019${String(i).padStart(8, '0')}`,
          birth: '19990315',
          email: `bench${i}@example.com`,
          preferences: { unitType: '52A' },
          status: 'ELIGIBLE' as const,
          lang: (['ko', 'en', 'cn'] as const)[i % 3],
        });
      }
      await opened.db.insert(applications).values(rows);
    }
  } finally {
    await opened.close();
  }

  const token = await accessToken(options.base, SERVER_ADMIN.username, SERVER_ADMIN.password);
  const template = {
    subject: '[{round}] {receiptNo}',
    body: '{name}, {receiptNo}: {result}. Documents by {deadline}.',
  };
  const started = performance.now();
  const res = await fetch(`${options.base}/api/console/notices`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      filter: { kind: 'APPLICATION', round },
      channels: ['sms', 'email'],
      templates: { ko: template, en: template, cn: template },
      deadline: '2026-12-31',
    }),
  });
  const answer = (await res.json()) as { notice?: { recipients: number; messages: number } };
  const ms = performance.now() - started;
  return {
    ms,
    status: res.status,
    recipients: answer.notice?.recipients ?? 0,
    messages: answer.notice?.messages ?? 0,
  };
}
