import type { FastifyInstance } from 'fastify';
import { bearer, login, minimalPdf, tinyPng } from '../helpers/auth.ts';
import { loginAdmin } from '../helpers/app.ts';

/** Shared steps of the business-matching API tests (docs/decisions/0008-matching.md). */

export const PASSWORD = 'Match!2345';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface FilePart {
  field: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** multipart/form-data with text fields and files, for `app.inject`. */
export function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----match${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function sellerFields(username: string, overrides: Record<string, string> = {}) {
  return {
    type: 'COMPANY',
    username,
    password: PASSWORD,
    name: '김셀러',
    email: `${username}@example.com`,
    phone: '01012345678',
    agreePrivacy: 'true',
    companyName: `${username} 주식회사`,
    representative: '박대표',
    businessNumber: '1234567890',
    award: 'SEOUL_AWARDS',
    awardYear: '2025',
    ...overrides,
  };
}

export interface Member {
  id: string;
  username: string;
  token: string;
}

async function loggedIn(app: FastifyInstance, id: string, username: string): Promise<Member> {
  const { accessToken } = await login(app, username, PASSWORD);
  return { id, username, token: accessToken };
}

/** The multipart join of a COMPANY (seller) member with its business registration and logo. */
export function sellerForm(username: string) {
  return form(sellerFields(username), [
    { field: 'businessRegistration', filename: '사업자등록증.pdf', content: minimalPdf() },
    { field: 'logo', filename: 'logo.png', content: tinyPng() },
  ]);
}

export async function joinSeller(app: FastifyInstance, username: string): Promise<Member> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/users', ...sellerForm(username) });
  if (res.statusCode !== 201) throw new Error(`join seller → ${res.statusCode} ${res.body}`);
  return loggedIn(app, res.json().user._id, username);
}

/** The JSON join of a PERSON (buyer) member, abroad in `timeZone`. */
export function buyerFields(username: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'PERSON',
    username,
    password: PASSWORD,
    name: 'Claire Martin',
    email: `${username}@example.com`,
    phone: '01098765432',
    agreePrivacy: true,
    companyName: `${username} Trading SAS`,
    country: 'FR',
    timeZone: 'Europe/Paris',
    ...overrides,
  };
}

export async function joinBuyer(
  app: FastifyInstance,
  username: string,
  timeZone = 'Europe/Paris',
): Promise<Member> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload: buyerFields(username, { timeZone }),
  });
  if (res.statusCode !== 201) throw new Error(`join buyer → ${res.statusCode} ${res.body}`);
  return loggedIn(app, res.json().user._id, username);
}

export async function approve(app: FastifyInstance, admin: string, id: string): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/console/users/${id}/approval`,
    headers: bearer(admin),
    payload: { status: 'APPROVED' },
  });
  if (res.statusCode !== 200) throw new Error(`approve → ${res.statusCode} ${res.body}`);
}

/** `YYYY-MM-DD` of the Seoul date `days` from now. */
export function seoulDate(days: number, now = Date.now()): string {
  return new Date(now + 9 * HOUR + days * DAY).toISOString().slice(0, 10);
}

export const TIMES = ['10:00', '10:30', '11:00', '11:30'];

/** A fair open to sellers and buyers now, with meetings 8–9 days ahead (Seoul). */
export function fairInput(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  const dates = [seoulDate(8, now), seoulDate(9, now)];
  return {
    title: '테스트 상담회',
    description: '설명',
    place: 'SETEC 2관',
    thumb: null,
    shows: true,
    sellerRecruitFrom: new Date(now - HOUR).toISOString(),
    sellerRecruitTo: new Date(now + 5 * DAY).toISOString(),
    buyerApplyFrom: new Date(now - HOUR).toISOString(),
    buyerApplyTo: new Date(now + 6 * DAY).toISOString(),
    eventFrom: `${dates[0]}T09:00:00+09:00`,
    eventTo: `${dates[1]}T18:00:00+09:00`,
    dates,
    times: TIMES,
    slotMinutes: 30,
    offerTtlHours: 72,
    ...overrides,
  };
}

export async function createFair(
  app: FastifyInstance,
  admin: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/fairs',
    headers: bearer(admin),
    payload: fairInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create fair → ${res.statusCode} ${res.body}`);
  return res.json().fair as { _id: string; dates: string[]; slots: { key: string }[] };
}

/** A fair with an approved seller and a buyer who marked every slot; returns everyone. */
export async function matchingStage(app: FastifyInstance, prefix: string, sellers = 1) {
  const admin = await loginAdmin(app);
  const fair = await createFair(app, admin);
  const joined: Member[] = [];
  for (let i = 0; i < sellers; i++) {
    const seller = await joinSeller(app, `${prefix}sel${i}`);
    await approve(app, admin, seller.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/fairs',
      headers: bearer(seller.token),
      payload: { fair: fair._id },
    });
    if (res.statusCode !== 201) throw new Error(`seller joins fair → ${res.statusCode} ${res.body}`);
    joined.push(seller);
  }
  const buyer = await joinBuyer(app, `${prefix}buy`);
  const slots = fair.slots.map((s) => s.key);
  const schedule = await app.inject({
    method: 'PUT',
    url: `/api/v1/me/schedules/${fair._id}`,
    headers: bearer(buyer.token),
    payload: { slots, mode: 'ONLINE' },
  });
  if (schedule.statusCode !== 200) throw new Error(`schedule → ${schedule.statusCode} ${schedule.body}`);
  return { admin, fair, sellers: joined, seller: joined[0]!, buyer, slots };
}

export async function offer(
  app: FastifyInstance,
  buyer: Member,
  fairId: string,
  sellerId: string,
  slots: string[],
  mode: 'ONLINE' | 'OFFLINE' = 'ONLINE',
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/me/matchings',
    headers: bearer(buyer.token),
    payload: { fair: fairId, seller: sellerId, slots, mode, message: '미팅을 요청합니다' },
  });
}

/** The member's withdrawal (POST /api/v1/me/withdraw), with their password unless another is given. */
export function withdraw(
  app: FastifyInstance,
  member: Member,
  payload: { password: string; reason?: string } = { password: PASSWORD },
) {
  return app.inject({ method: 'POST', url: '/api/v1/me/withdraw', headers: bearer(member.token), payload });
}

export function step(
  app: FastifyInstance,
  member: Member,
  id: string,
  body: Record<string, unknown>,
  lang = 'ko',
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/me/matchings/${id}/schedules`,
    headers: { ...bearer(member.token), 'accept-language': lang },
    payload: body,
  });
}
