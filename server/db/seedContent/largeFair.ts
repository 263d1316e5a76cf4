import { eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../services/auth/passwords.ts';
import type { Db } from '../index.ts';
import { fairs, settings } from '../schema/index.ts';
import { at, DAY_MS, halfHoursBesideLunch, seoulDateAfter } from './fairTimes.ts';

/**
 * A fair at the size of the SBA's Seoul Award sourcing fair (`SEED_FAIR_SCALE=1`; docs/decisions/0039-agenda-feed-and-reschedule.md § The large fair): 400 approved
 * sellers with 5 products each (2,000, Korean and English text), 170 buyers from 16 countries with their
 * slots, over three days of 16 slots. Written by set-based SQL (`generate_series`), a few statements in one
 * transaction, so it takes seconds; once per database (the `seededLargeFair` setting). Every seeded account
 * shares one generated password, printed once, so the fair can be tried as any buyer or seller.
 */

export const LARGE_FAIR_KEY = 'seededLargeFair';
export const LARGE_FAIR = { sellers: 400, productsPerSeller: 5, buyers: 170 } as const;
export const LARGE_FAIR_TITLE = '2026 서울어워드 글로벌 소싱페어 (400개사 규모)';

export const LARGE_FAIR_TIMES = halfHoursBesideLunch('09:00', '17:30');

/** Ten fields of trade: the product category (Korean, as sellers type it), the industry and product words. */
const FIELDS = [
  ['스킨케어', '화장품 / Cosmetics', '진정 앰플', 'Soothing Ampoule', '수분 크림', 'Moisture Cream'],
  ['가공식품', '식품 / Food', '김 스낵', 'Seaweed Snack', '유자차', 'Citron Tea'],
  ['패션잡화', '패션 / Fashion', '가죽 토트백', 'Leather Tote Bag', '실크 스카프', 'Silk Scarf'],
  ['생활용품', '리빙 / Living', '대나무 칫솔', 'Bamboo Toothbrush', '세탁 세제', 'Laundry Detergent'],
  ['전자기기', 'IT 기기 / Electronics', '무선 이어폰', 'Wireless Earbuds', '휴대용 충전기', 'Power Bank'],
  ['헬스케어', '헬스케어 / Healthcare', '체온계', 'Thermometer', '마사지건', 'Massage Gun'],
  ['스마트팜', '농식품 테크 / Agri-tech', '수경재배기', 'Hydroponic Kit', '재배 센서', 'Grow Sensor'],
  ['완구', '문구·완구 / Toys', '원목 블록', 'Wooden Blocks', '코딩 로봇', 'Coding Robot'],
  ['주방용품', '주방 / Kitchen', '뚝배기', 'Earthen Pot', '칼 세트', 'Knife Set'],
  ['반려동물', '펫 / Pet care', '동결건조 간식', 'Freeze-dried Treats', '자동 급식기', 'Auto Feeder'],
] as const;

const NAMES_KO = ['한빛', '누리', '가온', '다온', '미르', '새봄', '아라', '하람', '온새', '라온'];
const NAMES_EN = ['Hanbit', 'Nuri', 'Gaon', 'Daon', 'Mir', 'Saebom', 'Ara', 'Haram', 'Onsae', 'Raon'];

/** 16 countries of buyers with a time zone and the languages they meet in. */
const COUNTRIES = [
  ['US', 'America/New_York', 'en'],
  ['FR', 'Europe/Paris', 'fr'],
  ['DE', 'Europe/Berlin', 'de'],
  ['JP', 'Asia/Tokyo', 'ja'],
  ['CN', 'Asia/Shanghai', 'zh'],
  ['VN', 'Asia/Ho_Chi_Minh', 'vi'],
  ['TH', 'Asia/Bangkok', 'th'],
  ['SG', 'Asia/Singapore', 'en'],
  ['ID', 'Asia/Jakarta', 'id'],
  ['MY', 'Asia/Kuala_Lumpur', 'en'],
  ['AE', 'Asia/Dubai', 'ar'],
  ['GB', 'Europe/London', 'en'],
  ['AU', 'Australia/Sydney', 'en'],
  ['CA', 'America/Toronto', 'en'],
  ['ES', 'Europe/Madrid', 'es'],
  ['IT', 'Europe/Rome', 'it'],
] as const;

/** An SQL text-array literal of our own constants (no quotes in them; doubled anyway). */
const lit = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const col = (i: number) => lit(FIELDS.map((f) => f[i] ?? ''));

/** Seeds the large fair once; answers its id (the existing one when seeded before). */
export async function seedLargeFair(db: Db, now: Date, log: (msg: string) => void): Promise<string> {
  const password = generatePassword();
  const hash = (await hashPassword(password)).replace(/'/g, "''");
  const started = Date.now();
  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: LARGE_FAIR_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return null;
    const dates = [28, 29, 30].map((d) => seoulDateAfter(now, d));
    const [fair] = await tx
      .insert(fairs)
      .values({
        title: LARGE_FAIR_TITLE,
        description:
          '서울어워드·슈퍼루키 400개사와 16개국 바이어 170명의 1:1 수출 상담회 (규모 시험용 데이터). / ' +
          '400 Seoul Awards and Super Rookie firms meet 170 buyers from 16 countries (seeded for trying and benchmarking).',
        place: '서울무역전시컨벤션센터(SETEC) 제1~3전시장 상담존',
        sellerRecruitFrom: new Date(now.getTime() - DAY_MS),
        sellerRecruitTo: at(seoulDateAfter(now, 20), '18:00'),
        buyerApplyFrom: new Date(now.getTime() - DAY_MS),
        buyerApplyTo: at(seoulDateAfter(now, 27), '18:00'),
        eventFrom: at(dates[0]!, '09:00'),
        eventTo: at(dates[2]!, '18:00'),
        dates,
        times: [...LARGE_FAIR_TIMES],
        slotMinutes: 30,
        offerTtlHours: 72,
      })
      .returning({ id: fairs.id });
    const fairId = fair!.id;
    const slots = lit(dates.flatMap((d) => LARGE_FAIR_TIMES.map((t) => `${d}T${t}`)));
    const run = (text: string) => tx.execute(sql.raw(text));

    // sellers: users, approved profiles (export markets and languages too), participation
    await run(`
      with u as (
        insert into users (username, password_hash, type, scope, name, email, phone)
        select 'fairseller' || lpad(i::text, 3, '0'), '${hash}', 'COMPANY', '{}', '담당자 ' || i,
          'fairseller' || i || '@example.com', '0212345678'
        from generate_series(1, ${LARGE_FAIR.sellers}) i
        returning id, username)
      insert into member_profiles (user_id, company_name, company_name_en, representative, business_number,
        award, award_year, industry, country, introduction, markets_sought, languages, status, approved_at,
        email_verified_at)
      select u.id,
        '(주)' || (${lit(NAMES_KO)})[1 + (n / 10) % 10] || ' ' || (${col(0)})[1 + n % 10] || ' ' || n,
        (${lit(NAMES_EN)})[1 + (n / 10) % 10] || ' ' || (${col(3)})[1 + n % 10] || ' ' || n || ' Co., Ltd.',
        '대표 ' || n, lpad((1000000000 + n)::text, 10, '0'),
        case when n % 3 = 0 then 'SUPER_ROOKIE' else 'SEOUL_AWARDS' end, 2020 + n % 6,
        (${col(1)})[1 + n % 10], 'KR',
        (${col(0)})[1 + n % 10] || ' 분야 서울 기업. We make ' || (${col(3)})[1 + n % 10] || ' and export to ' ||
          (${lit(COUNTRIES.map((c) => c[0]))})[1 + n % 16] || '.',
        array[(${lit(COUNTRIES.map((c) => c[0]))})[1 + n % 16], (${lit(COUNTRIES.map((c) => c[0]))})[1 + (n * 7) % 16]],
        case when n % 4 = 0 then '{ko,en,zh}'::text[] when n % 4 = 1 then '{ko,en,ja}'::text[] else '{ko,en}'::text[] end,
        'APPROVED', now(), now()
      from u, lateral (select substring(u.username from 11)::int as n) s`);
    await run(`
      insert into fair_participants (fair_id, user_id, role)
      select '${fairId}', id, 'SELLER' from users where username like 'fairseller%'`);
    await run(`
      insert into products (seller_id, name, category, summary, description, price, created_at)
      select u.id,
        (${col(2 + 0)})[1 + n % 10] || ' ' || (k + 1) || '호 ' || (${col(3)})[1 + n % 10] || ' No.' || (k + 1) || ' (' || n || ')',
        (${col(0)})[1 + n % 10],
        (${col(4)})[1 + n % 10] || ' 기술을 담은 수출용 제품 / export model with ' || (${col(5)})[1 + n % 10],
        '서울어워드 심사를 통과한 ' || (${col(0)})[1 + n % 10] || ' 제품입니다. 최소 주문 수량과 OEM·ODM 조건은 상담에서 안내합니다. ' ||
          'A ' || (${col(3)})[1 + n % 10] || ' made in Seoul; MOQ and OEM/ODM terms are discussed in the meeting.',
        'USD ' || (3 + (n * 7 + k) % 40) || ' (MOQ ' || (500 * (1 + k)) || ')',
        now() - (n * 5 + k) * interval '1 minute'
      from users u, lateral (select substring(u.username from 11)::int as n) s,
        generate_series(0, ${LARGE_FAIR.productsPerSeller - 1}) k
      where u.username like 'fairseller%'`);

    // buyers: 16 countries, categories they seek, languages, slots of all three days
    await run(`
      with u as (
        insert into users (username, password_hash, type, scope, name, email, phone)
        select 'fairbuyer' || lpad(i::text, 3, '0'), '${hash}', 'PERSON', '{}', 'Buyer ' || i,
          'fairbuyer' || i || '@example.com', '01000000000'
        from generate_series(1, ${LARGE_FAIR.buyers}) i
        returning id, username)
      insert into member_profiles (user_id, company_name, company_name_en, industry, country, time_zone,
        homepage, company_size, markets_sought, languages, status, approved_at, email_verified_at)
      select u.id, 'Global Sourcing ' || n || ' ' || (${lit(COUNTRIES.map((c) => c[0]))})[1 + n % 16],
        'Global Sourcing ' || n, (${col(1)})[1 + n % 10], (${lit(COUNTRIES.map((c) => c[0]))})[1 + n % 16],
        (${lit(COUNTRIES.map((c) => c[1]))})[1 + n % 16], 'https://buyer' || n || '.example.com',
        (array['MICRO','SMALL','MEDIUM','LARGE'])[1 + n % 4],
        array[(${col(0)})[1 + n % 10], (${col(0)})[1 + (n + 3) % 10]],
        case when l.code = 'en' then '{en}'::text[] else array['en', l.code] end,
        'APPROVED', now(), now()
      from u, lateral (select substring(u.username from 10)::int as n) s,
        lateral (select (${lit(COUNTRIES.map((c) => c[2]))})[1 + n % 16] as code) l`);
    await run(`
      insert into fair_participants (fair_id, user_id, role)
      select '${fairId}', id, 'BUYER' from users where username like 'fairbuyer%'`);
    await run(`
      insert into buyer_schedules (fair_id, buyer_id, slots, mode, note)
      select '${fairId}', u.id, ${slots}, case when n % 2 = 0 then 'ONLINE' else 'OFFLINE' end,
        case when n % 5 = 0 then '통역 필요 / interpreter: ' || (${lit(COUNTRIES.map((c) => c[2]))})[1 + n % 16] else '' end
      from users u, lateral (select substring(u.username from 10)::int as n) s
      where u.username like 'fairbuyer%'`);
    return fairId;
  });
  if (seeded === null) {
    const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.title, LARGE_FAIR_TITLE));
    return fair?.id ?? '';
  }
  await db.execute(sql`analyze`);
  log(
    `large fair seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: fairseller001–${LARGE_FAIR.sellers}, ` +
      `fairbuyer001–${LARGE_FAIR.buyers}, each with the password ${password}`,
  );
  return seeded;
}
