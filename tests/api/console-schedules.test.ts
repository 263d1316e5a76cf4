import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  token = (await login(app, 'scheduler', 'Sched!2345')).accessToken;
});
afterAll(() => close());

const BASE = '/api/console/application/schedules';
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang?: string) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

const round = (n: number) => ({
  round: n,
  title: `${n}차 모집`,
  openAt: '2026-12-01T09:00:00+09:00',
  deadAt: '2026-12-10T18:00:00+09:00',
  message: { beforeOpen: '접수 전입니다', dead: '마감되었습니다', dead2: '', stop: '중지되었습니다' },
});

describe('application schedules (console)', () => {
  it('creates, lists, reads and updates rounds', async () => {
    const before = (await api('GET', BASE)).json().total as number; // the seed's demo round
    const created = await api('POST', BASE, round(101));
    expect(created.statusCode).toBe(201);
    const { schedule } = created.json();
    expect(schedule).toMatchObject({
      round: 101,
      title: '101차 모집',
      shows: true,
      stops: false,
      openAt: '2026-12-01T00:00:00.000Z',
      deadAt: '2026-12-10T09:00:00.000Z',
      message: { beforeOpen: '접수 전입니다', dead: '마감되었습니다', dead2: '', stop: '중지되었습니다' },
    });
    expect((await api('POST', BASE, round(102))).statusCode).toBe(201);

    const list = await api('GET', BASE);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(before + 2);
    const rounds = list.json().schedules.map((s: { round: number }) => s.round);
    expect(rounds.slice(-2)).toEqual([101, 102]);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    expect((await api('GET', `${BASE}?order=DESC`)).json().schedules[0].round).toBe(102);
    expect((await api('GET', `${BASE}?order=DESC&limit=1&page=2`)).json().schedules[0].round).toBe(101);

    expect((await api('GET', `${BASE}/${schedule._id}`)).json().schedule).toEqual(schedule);
    const updated = await api('PUT', `${BASE}/${schedule._id}`, {
      ...round(101),
      stops: true,
      title: '101차 (중지)',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().schedule).toMatchObject({ _id: schedule._id, stops: true, title: '101차 (중지)' });
  });

  it('answers 409 for a round that exists, on create and on update', async () => {
    await api('POST', BASE, round(7));
    const dup = await api('POST', BASE, round(7));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'scheduleRoundTaken', message: '이미 등록된 회차입니다' });
    const eight = (await api('POST', BASE, round(8))).json().schedule;
    expect((await api('PUT', `${BASE}/${eight._id}`, round(7))).statusCode).toBe(409);
  });

  it('refuses a deadline before the start with the Korean message, and English on request', async () => {
    const bad = { ...round(9), deadAt: '2026-11-30T09:00:00+09:00' };
    const res = await api('POST', BASE, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.deadAt).toBe('마감일시는 시작일시 이후여야 합니다');
    const en = await api('POST', BASE, bad, 'en');
    expect(en.statusCode).toBe(400);
    expect((await api('POST', BASE, { ...round(0) })).statusCode).toBe(400);
    expect((await api('POST', BASE, { ...round(10), openAt: 'tomorrow' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown round', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api('GET', `${BASE}/${missing}`)).statusCode).toBe(404);
    expect((await api('PUT', `${BASE}/${missing}`, round(99))).statusCode).toBe(404);
  });

  it('is refused to the first manager despite every scope', async () => {
    const admin = await loginAdmin(app);
    const res = await app.inject({ method: 'POST', url: BASE, headers: bearer(admin), payload: round(50) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('접근권한이 없습니다');
  });
});
