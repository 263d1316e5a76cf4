import { randomBytes } from 'node:crypto';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { migrate, openDatabase } from '#server/db/index.ts';
import { schedules } from '#server/db/schema/index.ts';
import { seed } from '#server/db/seed.ts';
import { storageFor } from '#server/plugins/storage.ts';
import type { ScaleConfig } from '#server/scaleConfig.ts';
import { testConfig } from './app.ts';
import { youthApplicationBody, type Applicant } from './applicationBody.ts';

/**
 * The opening rush, shared by the crash test (tests/crash), the two-instance test (tests/scale) and
 * `npm run bench`: a database made ready before the server starts, and many distinct applicants.
 */

export interface RushRounds {
  /** A round open from an hour ago until tomorrow: valid applications are accepted. */
  open: { id: string; round: number };
  /** A round opening tomorrow: an APPLICATION to it is refused 403 applicationBeforeOpen. */
  early: { id: string; round: number };
}

/**
 * Migrates and seeds a new database (PGlite in `${dataDir}/pgdata`, or `databaseUrl`), adds an open and
 * a not-yet-open round, and closes it again, so that a server process can then start on it.
 */
export async function prepareRushDatabase(target: {
  dataDir: string;
  databaseUrl?: string;
  /** Redis / S3 settings of the servers to come: seeded files go to their storage. */
  scale?: ScaleConfig;
}): Promise<RushRounds> {
  const opened = await openDatabase({
    dataDir: target.databaseUrl ? MEMORY_DATA_DIR : target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  try {
    await migrate(opened.db, opened.kind);
    const config = testConfig(target.dataDir, target.scale ? { scale: target.scale } : {});
    await seed(opened.db, config, () => {}, storageFor(config));
    const now = Date.now();
    const base = 500 + (randomBytes(2).readUInt16BE() % 10_000);
    const rows = await opened.db
      .insert(schedules)
      .values([
        {
          round: base,
          title: '접수 중인 회차',
          shows: true,
          stops: false,
          openAt: new Date(now - 3_600_000),
          deadAt: new Date(now + 86_400_000),
          message: { beforeOpen: '', dead: '', dead2: '', stop: '' },
        },
        {
          round: base + 1,
          title: '내일 열리는 회차',
          shows: true,
          stops: false,
          openAt: new Date(now + 86_400_000),
          deadAt: new Date(now + 2 * 86_400_000),
          message: { beforeOpen: '', dead: '', dead2: '', stop: '' },
        },
      ])
      .returning({ id: schedules.id, round: schedules.round });
    const [open, early] = rows;
    if (!open || !early) throw new Error('rounds not inserted');
    return { open, early };
  } finally {
    await opened.close();
  }
}

/** Applicant number `n` (0 … 99,999,999): a distinct person with a distinct phone and e-mail. */
export function applicant(n: number): Applicant {
  const digits = String(n % 100_000_000).padStart(8, '0');
  return { name: '김청년', phone: `010${digits}`, birth: '19990315', email: `a${digits}@example.com` };
}

/** A valid youth-type APPLICATION of applicant `n` to `scheduleId` (the site's request body). */
export function applicationOf(scheduleId: string, n: number) {
  return youthApplicationBody(scheduleId, applicant(n));
}

/** A PDF of `bytes` bytes (the signature file-type checks, then filler). */
export function pdfOf(bytes: number, fill = 0x20): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(Math.max(0, bytes - head.length - tail.length), fill);
  return Buffer.concat([head, body, tail]);
}
