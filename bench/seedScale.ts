import pg from 'pg';

/**
 * The console's data at scale (docs/decisions/0035-performance-yardsticks.md § The console at a million),
 * written by SQL (`generate_series`), not through the API: applications up to a size over ten rounds, ten
 * access-log rows per application, and once 100,000 outbox rows, 10,000 notices and 10,000 inquiries.
 * Applicant `i` is `S<i>` (receipt number), one of 4,000 names and phone `010<i · 7919 mod 10⁸>`, so a
 * search for a whole name finds about one application in 4,000 and a phone's last four digits one in 10,000.
 */

export const SCALE_ROUNDS = 10;
/** The first scale round's number; the rush's rounds are 500–10,501, the group notice's above the scale's ten. */
export const FIRST_SCALE_ROUND = 20_000;

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const FIRST = [
  '민',
  '서',
  '도',
  '하',
  '시',
  '지',
  '주',
  '예',
  '수',
  '채',
  '유',
  '은',
  '현',
  '준',
  '건',
  '우',
  '연',
  '태',
  '소',
  '다',
];
const SECOND = [
  '준',
  '연',
  '윤',
  '은',
  '우',
  '유',
  '원',
  '호',
  '아',
  '빈',
  '진',
  '희',
  '율',
  '훈',
  '린',
  '람',
  '솔',
  '담',
  '결',
  '온',
];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** The name of applicant `i` (an SQL expression of the column `i`), and the same in TypeScript. */
const NAME_SQL = `(${sqlArray(SURNAMES)})[1 + i % 10] || (${sqlArray(FIRST)})[1 + (i / 10) % 20] || (${sqlArray(SECOND)})[1 + (i / 200) % 20]`;
export const nameOf = (i: number) =>
  `${SURNAMES[i % 10]}${FIRST[Math.floor(i / 10) % 20]}${SECOND[Math.floor(i / 200) % 20]}`;
export const phoneOf = (i: number) => `010${String((i * 7919) % 100_000_000).padStart(8, '0')}`;
export const receiptOf = (i: number) => `S${i}`;

const REASONS = ['본인 확인 요청', '서류 보완 확인', '민원 회신', '자격 검토', '당첨자 확인'];
const ACTIONS = ['list', 'view', 'reveal', 'export', 'download', 'update'];

export async function seedScale(databaseUrl: string, size: number): Promise<{ applications: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off'); // a seed, not a submit
    const rounds = await client.query<{ id: string }>(
      `select id from schedules where round >= $1 and round < $1 + $2 order by round`,
      [FIRST_SCALE_ROUND, SCALE_ROUNDS],
    );
    if (rounds.rows.length === 0) {
      await client.query(
        `insert into schedules (round, title, shows, stops, open_at, dead_at, message)
         select $1 + r, '규모 회차 ' || r, false, false, now() - interval '400 days', now() - interval '1 day',
           '{"beforeOpen":"","dead":"","dead2":"","stop":""}'::jsonb
         from generate_series(0, $2 - 1) r`,
        [FIRST_SCALE_ROUND, SCALE_ROUNDS],
      );
      await seedOnce(client);
    }
    const have = Number(
      (await client.query<{ n: string }>(`select count(*) as n from applications where receipt_no like 'S%'`))
        .rows[0]?.n ?? 0,
    );
    // in slices of 100,000: one statement of a million rows holds its whole WAL and sort in one go
    for (let from = have; from < size; from += 100_000) {
      const to = Math.min(size, from + 100_000) - 1;
      await client.query(
        `with r as (select array_agg(id order by round) ids from schedules where round >= $3 and round < $3 + ${SCALE_ROUNDS})
         insert into applications (schedule_id, kind, receipt_no, identity_key, name, phone, birth, email, terms,
           qualification_type, supply_type, supply_category, earning_rank, region_rank, is_homeless, is_asset,
           is_car, status, created_at, updated_at)
         select r.ids[1 + i % ${SCALE_ROUNDS}], case when i % 5 = 0 then 'REGISTRATION' else 'APPLICATION' end,
           'S' || i, md5('scale' || i), ${NAME_SQL},
           '010' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
           (19900101 + (i % 9) * 10000 + (i % 12) * 100 + 1 + i % 28)::text, 'u' || i || '@example.com',
           '{collect,privacy}', 'YOUTH_TYPE', 'NORMAL_TYPE', 'YOUTH', 'FIRST', 'SECOND', true, false, false,
           (array['RECEIVED','REVIEWING','ELIGIBLE','INELIGIBLE'])[1 + i % 4],
           timestamptz '2026-01-01' + i * interval '20 seconds', timestamptz '2026-01-01' + i * interval '20 seconds'
         from r, generate_series($1::int, $2::int) i`,
        [from, to, FIRST_SCALE_ROUND],
      );
      await client.query(
        `insert into access_logs (actor_id, actor_username, ip, action, subject_type, subject_id, subject_label,
           reason, detail, subject_count, created_at)
         select ('00000000-0000-4000-8000-0000000000' || lpad((j % 20)::text, 2, '0'))::uuid, 'reviewer' || (j % 20),
           '10.0.' || (j % 250) || '.' || (j % 7), (${sqlArray(ACTIONS)})[1 + j % 6], 'application',
           md5('scale' || (j / 10)), 'S' || (j / 10), (${sqlArray(REASONS)})[1 + j % 5],
           case when j % 6 = 3 then '{"filter":{"round":' || (j % 10) || '},"rows":' || (j % 997) || '}' end,
           1 + j % 3, timestamptz '2026-01-01' + j * interval '2 seconds'
         from generate_series($1::bigint * 10, $2::bigint * 10 + 9) j`,
        [from, to],
      );
    }
    // a database in use is vacuumed by autovacuum as it grows (inserts trigger it too): counts read indexes alone
    await client.query('vacuum analyze');
    return { applications: size };
  } finally {
    await client.end();
  }
}

/** The tables that do not grow with the applications: outbox, notices, inquiries. */
async function seedOnce(client: pg.Client): Promise<void> {
  await client.query(
    `insert into outbox (channel, "to", subject, body, status, created_at, sent_at)
     select case when i % 3 = 0 then 'sms' else 'email' end,
       case when i % 3 = 0 then '010' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0') else 'u' || i || '@example.com' end,
       '접수 완료 안내 ' || i, '청년주택 신청이 접수되었습니다. 접수번호 S' || i, 'sent',
       timestamptz '2026-01-01' + i * interval '3 minutes', timestamptz '2026-01-01' + i * interval '3 minutes'
     from generate_series(0, 99999) i`,
  );
  await client.query(
    `insert into notifications (title, content, created_at, updated_at)
     select '청년주택 공지 ' || i, '<p>공지 본문 ' || i || ' 입주자 모집과 서류 안내</p>',
       timestamptz '2020-01-01' + i * interval '6 hours', timestamptz '2020-01-01' + i * interval '6 hours'
     from generate_series(0, 9999) i`,
  );
  await client.query(
    `insert into questions (title, content, author_name, password_hash, answer, answered_at, created_at, updated_at)
     select '입주 문의 ' || i, '문의 내용 ' || i, '문의자' || (i % 500), 'x',
       case when i % 2 = 0 then '답변 ' || i end, case when i % 2 = 0 then now() end,
       timestamptz '2020-01-01' + i * interval '6 hours', timestamptz '2020-01-01' + i * interval '6 hours'
     from generate_series(0, 9999) i`,
  );
}
