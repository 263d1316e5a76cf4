import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Storage } from '../plugins/storage.ts';
import { storageFor } from '../plugins/storage.ts';
import { mapTranslations } from '#domain/localized.ts';
import { DEFAULT_SETTINGS, drawSettingsValues } from '../services/draw/settings.ts';
import { sanitizeRichText } from '../services/html.ts';
import { SITE_SETTING_KEY } from '../services/settings.ts';
import type { Db } from './index.ts';
import { samplePdf, sampleXlsx } from './sampleFiles.ts';
import {
  banners,
  downloadFiles,
  downloads,
  faqs,
  files,
  notificationFiles,
  notifications,
  lawyers,
  popups,
  practices,
  roundDraws,
  schedules,
  settings,
  terms,
  users,
} from './schema/index.ts';
import { DOWNLOADS, FAQS, NOTICES } from './seedContent/center.ts';
import { seedCommunity } from './seedContent/community.ts';
import { PRACTICES } from './seedContent/experts.ts';
import { LAWYERS } from './seedContent/lawyers.ts';
import { seedMatching } from './seedContent/matching.ts';
import { seedShop } from './seedContent/shop.ts';
import { seedLoyalty } from './seedContent/loyalty.ts';
import { seedAuction } from './seedContent/auction.ts';
import { HOME_BANNERS, ROUND_1, SITE_SETTING } from './seedContent/site.ts';
import { TERM_TRANSLATIONS } from './seedContent/termTranslations.ts';
import { TERMS } from './seedContent/terms.ts';
import { seedManagers } from './seedManagers.ts';

/** Marks a seeded database, so the demo content is written once and never again. */
export const SEEDED_KEY = 'seeded';

/** The database was set up before (it has the `seeded` mark) but holds no manager account. */
export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
  constructor(marker: unknown) {
    super(
      `the database was set up before (${JSON.stringify(marker)}) but has no manager account: its data is ` +
        'damaged or was restored in part. The server will not create new accounts over it. Restore the whole ' +
        'database from your backup (README § Backup and restore).',
    );
  }
}

const DAY_MS = 86_400_000;
// Korea has had no daylight saving time since 1988: Seoul is always UTC+9.
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** `days` after `base`'s date in Seoul, at `hour`:00 Seoul time. */
export function seoulDayAt(base: Date, days: number, hour: number): Date {
  const wall = new Date(base.getTime() + SEOUL_OFFSET_MS);
  const utc = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, hour);
  return new Date(utc - SEOUL_OFFSET_MS);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SampleFile {
  name: string;
  type: string;
  data: Buffer;
}

async function sampleFiles(): Promise<Record<string, SampleFile>> {
  const pdf = (name: string, title: string, lines: string[]): SampleFile => ({
    name,
    type: 'application/pdf',
    data: samplePdf(title, lines),
  });
  const xlsx = async (
    name: string,
    sheet: string,
    columns: { header: string; width: number }[],
    rows: (string | number)[][],
  ): Promise<SampleFile> => ({ name, type: XLSX, data: await sampleXlsx(sheet, columns, rows) });

  return {
    notice: pdf('1차_입주자_모집공고.pdf', 'Youth Safe Housing - Round 1 Recruitment Notice', [
      'Supply: 480 units (B5 / 24F), types 25A, 25B, 52A, 52B.',
      'Eligibility: homeless applicants aged 19 to 39; youth type or newlywed type.',
      'Applications are accepted online only, during the application period.',
      'Sample document generated for the demo site.',
    ]),
    application: await xlsx(
      '청약신청서_양식.xlsx',
      '청약신청서',
      [
        { header: '항목', width: 24 },
        { header: '작성란', width: 40 },
        { header: '비고', width: 30 },
      ],
      [
        ['성명', '', ''],
        ['생년월일(YYYYMMDD)', '', '8자리 숫자'],
        ['휴대전화번호', '', '- 없이 숫자만'],
        ['이메일', '', ''],
        ['공급유형', '', '특별공급 / 일반공급'],
        ['자격유형', '', '청년형 / 신혼부부형'],
        ['희망 형별', '', '25A / 25B / 52A / 52B'],
      ],
    ),
    consent: pdf('개인정보_동의서.pdf', 'Consent to Collection and Use of Personal Data', [
      'Purpose: identity check, eligibility review and selection of tenants.',
      'Items: name, date of birth, phone, e-mail, household, income and assets.',
      'Retention: 1 year after the announcement (5 years after the lease for tenants).',
      'Name: ____________________   Signature: ____________________',
    ]),
    documents: pdf('소득자산_확인서류_안내.pdf', 'Documents for Income and Asset Review', [
      '1. Resident registration (household) certificate',
      '2. Certificate of income (tax office) or health insurance payment record',
      '3. Vehicle registration certificate, if any',
      '4. Marriage certificate (newlywed type)',
    ]),
    checklist: await xlsx(
      '입주자격_자가진단표.xlsx',
      '자가진단',
      [
        { header: '번호', width: 8 },
        { header: '확인 항목', width: 60 },
        { header: '예/아니오', width: 12 },
      ],
      [
        [1, '신청일 현재 만 19세 이상 39세 이하입니까?', ''],
        [2, '본인(신혼부부형은 세대원 전원)이 무주택자입니까?', ''],
        [3, '소득 기준(모집공고 기준표)을 충족합니까?', ''],
        [4, '자동차를 보유하지 않았거나 차량가액이 3,803만원 이하입니까?', ''],
        [5, '신혼부부형: 혼인 7년 이내이거나 혼인 예정입니까?', ''],
      ],
    ),
  };
}

/**
 * Demo content for a new database: round 1 of the application schedule, the site setting, notices
 * (one with a PDF), FAQs, form downloads with files, terms, popups and the home slider. Also the first
 * console accounts (seedManagers, which is idempotent itself). Runs once: the `seeded` setting marks it.
 */
export async function seed(
  db: Db,
  config: Config,
  log: (msg: string) => void,
  storage: Storage = storageFor(config),
): Promise<void> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY)).limit(1);
  if (marker) {
    const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.type, 'MANAGER')).limit(1);
    // Managers cannot all be deleted (the first one is protected): a seeded database without any holds
    // damaged or half-restored data, and new accounts over it would hide that.
    if (!manager) throw new SeedRefusedError(marker.value);
  }
  await seedManagers(db, config, log);
  if (marker) return;

  const now = new Date();
  const samples = await sampleFiles();
  const stored = new Map<string, { key: string; size: number; file: SampleFile }>();
  const removeStored = async () => {
    for (const { key } of stored.values()) await storage.remove(key);
  };
  try {
    for (const [id, file] of Object.entries(samples)) {
      const ext = file.name.split('.').pop() ?? '';
      const saved = await storage.save(Readable.from([file.data]), { ext });
      stored.set(id, { ...saved, file });
    }
    const seeded = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(settings)
        .values({ key: SEEDED_KEY, value: { at: now.toISOString() } })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false; // another process seeded meanwhile

      const fileIds = new Map<string, string>();
      for (const [id, { key, size, file }] of stored) {
        const [row] = await tx
          .insert(files)
          .values({ storageKey: key, name: file.name, type: file.type, size, visibility: 'public' })
          .returning({ id: files.id });
        if (row) fileIds.set(id, row.id);
      }

      const openAt = seoulDayAt(now, 3, 10);
      const deadAt = seoulDayAt(openAt, 7, 18);
      const [round1] = await tx
        .insert(schedules)
        .values({ ...ROUND_1, openAt, deadAt })
        .returning({ id: schedules.id });
      // its supply: the plausible split of the 480 units (docs/decisions/0028-verifiable-draw.md)
      if (round1)
        await tx
          .insert(roundDraws)
          .values({ scheduleId: round1.id, ...drawSettingsValues(DEFAULT_SETTINGS) });

      await tx.insert(settings).values({ key: SITE_SETTING_KEY, value: SITE_SETTING }).onConflictDoNothing();

      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, config.adminUsername))
        .limit(1);
      for (const [index, notice] of NOTICES.entries()) {
        const createdAt = new Date(now.getTime() - notice.daysAgo * DAY_MS - index * 3_600_000);
        const [row] = await tx
          .insert(notifications)
          .values({
            title: notice.title,
            content: sanitizeRichText(notice.content.trim()),
            pinned: notice.pinned,
            views: 12 + ((index * 37) % 90),
            authorId: admin?.id ?? null,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: notifications.id });
        const fileId = fileIds.get('notice');
        if (row && notice.attachNotice && fileId) {
          await tx.insert(notificationFiles).values({ notificationId: row.id, fileId, position: 0 });
        }
      }

      await tx
        .insert(faqs)
        .values(
          FAQS.map((faq, index) => ({ ...faq, answer: sanitizeRichText(faq.answer), order: index + 1 })),
        );

      const practiceIds = (
        await tx
          .insert(practices)
          .values(PRACTICES.map((practice, index) => ({ ...practice, order: index + 1 })))
          .returning({ id: practices.id })
      ).map((row) => row.id);
      const byIndex = (indices: number[]) => indices.flatMap((i) => practiceIds[i] ?? []);
      await tx.insert(lawyers).values(
        LAWYERS.map((lawyer, index) => ({
          ...lawyer,
          specialties: byIndex(lawyer.specialties),
          alsoHandles: byIndex(lawyer.alsoHandles),
          // where the demo adviser's consultation links go (the outbox shows them without SMTP)
          email: `adviser${index + 1}@example.com`,
          order: index + 1,
        })),
      );

      for (const [index, download] of DOWNLOADS.entries()) {
        const createdAt = new Date(now.getTime() - download.daysAgo * DAY_MS - index * 3_600_000);
        const [row] = await tx
          .insert(downloads)
          .values({
            title: download.title,
            content: sanitizeRichText(download.content),
            views: 5 + ((index * 23) % 40),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: downloads.id });
        const fileId = fileIds.get(download.file.key);
        if (row && fileId) await tx.insert(downloadFiles).values({ downloadId: row.id, fileId, position: 0 });
      }

      await tx.insert(terms).values(
        TERMS.map((term) => ({
          ...term,
          content: sanitizeRichText(term.content),
          translations: mapTranslations(TERM_TRANSLATIONS[term.code] ?? {}, ['content'], sanitizeRichText),
        })),
      );

      await tx.insert(popups).values([
        {
          title: '청년안심주택 1차 청약 접수 안내',
          translations: {
            en: {
              title: 'Round 1 applications for the youth housing are opening',
              image: '/images/popup-open-en.svg',
            },
            cn: { title: '青年安心住宅第1轮申请受理通知', image: '/images/popup-open-cn.svg' },
          },
          image: '/images/popup-open.svg',
          link: '/application',
          startAt: new Date(now.getTime() - DAY_MS),
          endAt: deadAt,
          x: 80,
          y: 120,
          width: 400,
          order: 1,
        },
        {
          title: '견본주택 관람 사전 예약 안내',
          translations: {
            en: { title: 'Book a visit to the model unit', image: '/images/popup-modelhouse-en.svg' },
            cn: { title: '样板房参观预约指南', image: '/images/popup-modelhouse-cn.svg' },
          },
          image: '/images/popup-modelhouse.svg',
          link: '/center/notice',
          startAt: new Date(now.getTime() - DAY_MS),
          endAt: openAt,
          x: 500,
          y: 120,
          width: 400,
          order: 2,
        },
      ]);

      await seedCommunity(tx, { now, managerId: admin?.id ?? null });
      await seedMatching(tx, { now });
      await seedShop(tx);
      await seedLoyalty(tx, { now });
      await seedAuction(tx, { now });
      await tx
        .insert(banners)
        .values(HOME_BANNERS.map((banner, index) => ({ ...banner, code: 'home', order: index + 1 })));
      return true;
    });
    if (!seeded) await removeStored();
    else
      log(
        'seeded demo content: round 1, site setting, notices, FAQs, practice areas, advisers, downloads, terms, popups, home banners, shop, member levels and coupons, auction',
      );
  } catch (error) {
    await removeStored();
    throw error;
  }
}
