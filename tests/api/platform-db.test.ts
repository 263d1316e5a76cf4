import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '#server/db/index.ts';
import * as schema from '#server/db/schema/index.ts';
import { seed, seoulDayAt } from '#server/db/seed.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const { faqs, files, notifications, schedules, settings, users } = schema;

/** The tables the seed fills, counted by name. */
const SEEDED_TABLES = [
  'banners',
  'downloadFiles',
  'downloads',
  'faqs',
  'files',
  'notificationFiles',
  'notifications',
  'popups',
  'schedules',
  'settings',
  'terms',
  'users',
] as const;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const name of SEEDED_TABLES) {
    const table: PgTable = schema[name];
    const [row] = await t.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? -1;
  }
  return result;
}

async function storedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('migrations', () => {
  it(`create every table`, async () => {
    const names = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )
    ).map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'app_keys',
        'banners',
        'download_files',
        'downloads',
        'faqs',
        'files',
        'notification_files',
        'notifications',
        'outbox',
        'popups',
        'refresh_tokens',
        'schedules',
        'settings',
        'terms',
        'users',
      ]),
    );
  });

  it('run again as a no-op', async () => {
    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await migrate(t.db, t.kind);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(after[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('give random UUID ids', async () => {
    const [a, b] = await t.db.select({ id: notifications.id }).from(notifications).limit(2);
    expect(a?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a?.id).not.toBe(b?.id);
  });
});

describe('seed', () => {
  it('writes the demo content', async () => {
    const c = await counts();
    expect(c.schedules).toBe(1);
    expect(c.notifications).toBeGreaterThanOrEqual(6);
    expect(c.notifications).toBeLessThanOrEqual(8);
    expect(c.faqs).toBeGreaterThanOrEqual(8);
    expect(c.faqs).toBeLessThanOrEqual(10);
    expect(c.downloads).toBeGreaterThanOrEqual(3);
    expect(c.downloadFiles).toBe(c.downloads);
    // the housing site's four, and the shop's purchase terms (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md)
    expect(c.terms).toBe(5);
    expect(c.popups).toBeGreaterThanOrEqual(1);
    expect(c.banners).toBe(3);
    expect(c.notificationFiles).toBe(1);
    // the two managers, and the two demo sellers of the matching fair (approved, login locked)
    expect(c.users).toBe(4);
    const members = await t.db.select().from(users).where(eq(users.type, 'COMPANY'));
    expect(members.map((m) => m.locked)).toEqual([true, true]);

    const pinned = await t.db.select().from(notifications).where(eq(notifications.pinned, true));
    expect(pinned).toHaveLength(2);
    expect(new Set((await t.db.select().from(faqs)).map((f) => f.category))).toEqual(
      new Set(['청약자격', '신청방법', '서류', '계약·입주']),
    );

    // every file row has its bytes, and nothing else is stored
    const fileRows = await t.db.select().from(files);
    expect(await storedFiles()).toHaveLength(fileRows.length);
    expect(fileRows.every((f) => f.visibility === 'public')).toBe(true);
  });

  it('opens round 1 three days ahead at 10:00 Seoul and closes it 7 days later at 18:00', async () => {
    const [round] = await t.db.select().from(schedules);
    expect(round).toMatchObject({ round: 1, title: '1차 청약', shows: true, stops: false });
    const seoul = (d: Date) => new Date(d.getTime() + 9 * 3_600_000);
    expect(seoul(round!.openAt).getUTCHours()).toBe(10);
    expect(seoul(round!.deadAt).getUTCHours()).toBe(18);
    const days = (round!.deadAt.getTime() - round!.openAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7 + 8 / 24, 5);
    expect(round!.openAt.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(Object.values(round!.message).every((m) => /[가-힣]/.test(m))).toBe(true);
  });

  it('computes Seoul wall-clock days across the UTC date line', () => {
    // 2024-03-01 23:30 Seoul = 14:30 UTC: "3 days later at 10:00 Seoul" is 2024-03-04 01:00 UTC
    expect(seoulDayAt(new Date('2024-03-01T14:30:00Z'), 3, 10).toISOString()).toBe(
      '2024-03-04T01:00:00.000Z',
    );
    // 2024-03-01 08:00 Seoul = 2024-02-29 23:00 UTC
    expect(seoulDayAt(new Date('2024-02-29T23:00:00Z'), 0, 18).toISOString()).toBe(
      '2024-03-01T09:00:00.000Z',
    );
  });

  it('is idempotent: a second run creates nothing', async () => {
    const before = await counts();
    const storedBefore = await storedFiles();
    const log: string[] = [];
    await seed(t.db, t.config, (m) => log.push(m));
    await seed(t.db, t.config, (m) => log.push(m));
    expect(await counts()).toEqual(before);
    expect((await storedFiles()).sort()).toEqual(storedBefore.sort());
    expect(log).toEqual([]);
    const marker = await t.db.select().from(settings).where(eq(settings.key, 'seeded'));
    expect(marker).toHaveLength(1);
  });
});
