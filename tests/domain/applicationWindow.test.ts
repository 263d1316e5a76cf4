import { describe, it, expect } from 'vitest';
import {
  applicationWindowStatus,
  isWritable,
  WINDOW_STATES,
  windowMessage,
} from '#domain/applicationWindow.ts';
import type { ScheduleWindow } from '#domain/applicationWindow.ts';

const OPEN_AT = '2025-03-01T01:00:00.000Z'; // 10:00 in Seoul
const DEAD_AT = '2025-03-10T09:00:00.000Z'; // 18:00 in Seoul
const openMs = Date.parse(OPEN_AT);
const deadMs = Date.parse(DEAD_AT);

const message = {
  beforeOpen: '접수 예정입니다',
  dead: '접수가 마감되었습니다',
  dead2: '청약 마감',
  stop: '접수 중지',
};
const schedule = (overrides: Partial<ScheduleWindow> = {}): ScheduleWindow => ({
  shows: true,
  stops: false,
  openAt: OPEN_AT,
  deadAt: DEAD_AT,
  message,
  ...overrides,
});

describe('applicationWindowStatus: time boundaries, to the millisecond', () => {
  it('is beforeOpen 1 ms before openAt, with the beforeOpen message and the time left', () => {
    expect(applicationWindowStatus(schedule(), openMs - 1)).toEqual({
      state: 'beforeOpen',
      message: message.beforeOpen,
      msUntilOpen: 1,
    });
  });

  it('counts down the whole time left before opening', () => {
    expect(applicationWindowStatus(schedule(), openMs - 3_600_000).msUntilOpen).toBe(3_600_000);
  });

  it('is open exactly at openAt', () => {
    expect(applicationWindowStatus(schedule(), openMs)).toEqual({
      state: 'open',
      message: '',
      msUntilOpen: null,
    });
  });

  it('is open between openAt and deadAt', () => {
    expect(applicationWindowStatus(schedule(), new Date('2025-03-05T00:00:00Z')).state).toBe('open');
  });

  it('is still open exactly at deadAt', () => {
    expect(applicationWindowStatus(schedule(), deadMs).state).toBe('open');
  });

  it('is closed 1 ms after deadAt, with the dead message', () => {
    expect(applicationWindowStatus(schedule(), deadMs + 1)).toEqual({
      state: 'closed',
      message: message.dead,
      msUntilOpen: null,
    });
  });

  it('accepts Date values for openAt, deadAt and now', () => {
    const dates = schedule({ openAt: new Date(openMs), deadAt: new Date(deadMs) });
    expect(applicationWindowStatus(dates, new Date(openMs - 1)).state).toBe('beforeOpen');
    expect(applicationWindowStatus(dates, new Date(openMs)).state).toBe('open');
    expect(applicationWindowStatus(dates, new Date(deadMs + 1)).state).toBe('closed');
  });

  it('reads openAt and deadAt given with a +09:00 offset as the same instants', () => {
    const seoul = schedule({
      openAt: '2025-03-01T10:00:00.000+09:00',
      deadAt: '2025-03-10T18:00:00.000+09:00',
    });
    expect(applicationWindowStatus(seoul, openMs - 1).state).toBe('beforeOpen');
    expect(applicationWindowStatus(seoul, openMs).state).toBe('open');
    expect(applicationWindowStatus(seoul, deadMs + 1).state).toBe('closed');
  });
});

describe('applicationWindowStatus: stopped and hidden', () => {
  it.each([
    ['beforeOpen', openMs - 1],
    ['open', openMs],
    ['closed', deadMs + 1],
  ])('stopped wins over %s', (_state, now) => {
    expect(applicationWindowStatus(schedule({ stops: true }), now)).toEqual({
      state: 'stopped',
      message: message.stop,
      msUntilOpen: null,
    });
  });

  it('is hidden when shows is false, even when stopped or open', () => {
    const hidden = { state: 'hidden', message: '', msUntilOpen: null };
    expect(applicationWindowStatus(schedule({ shows: false }), openMs)).toEqual(hidden);
    expect(applicationWindowStatus(schedule({ shows: false, stops: true }), openMs)).toEqual(hidden);
  });

  it('treats unreadable times as closed rather than open', () => {
    expect(applicationWindowStatus(schedule({ openAt: 'not a date' }), openMs).state).toBe('closed');
    expect(applicationWindowStatus(schedule({ deadAt: '' }), openMs).state).toBe('closed');
    expect(applicationWindowStatus(schedule(), Number.NaN).state).toBe('closed');
  });
});

describe('applicationWindowStatus: closed message by place', () => {
  it('uses dead on forms (the default) and dead2 on the landing', () => {
    expect(applicationWindowStatus(schedule(), deadMs + 1, { place: 'form' }).message).toBe(message.dead);
    expect(applicationWindowStatus(schedule(), deadMs + 1, { place: 'landing' }).message).toBe(message.dead2);
  });

  it('falls back to dead on the landing when dead2 is empty or blank', () => {
    for (const dead2 of ['', '  ']) {
      const status = applicationWindowStatus(schedule({ message: { ...message, dead2 } }), deadMs + 1, {
        place: 'landing',
      });
      expect(status.message).toBe(message.dead);
    }
  });

  it('uses the same beforeOpen and stop messages on the landing', () => {
    expect(applicationWindowStatus(schedule(), openMs - 1, { place: 'landing' }).message).toBe(
      message.beforeOpen,
    );
    expect(applicationWindowStatus(schedule({ stops: true }), openMs, { place: 'landing' }).message).toBe(
      message.stop,
    );
  });
});

describe('isWritable', () => {
  it('allows writes only while open', () => {
    expect(WINDOW_STATES.filter(isWritable)).toEqual(['open']);
  });
});

describe('windowMessage: what a visitor reads in their language', () => {
  const closed = applicationWindowStatus(schedule(), deadMs + 1);

  it("is the schedule's own text in Korean, the catalog's in English and Chinese", () => {
    expect(windowMessage(closed, 'ko')).toBe(message.dead);
    expect(windowMessage(closed, 'en')).toBe('Applications for this round have closed.');
    expect(windowMessage(closed, 'cn')).toBe('本期申请已截止。');
    const before = applicationWindowStatus(schedule(), openMs - 1);
    expect(windowMessage(before, 'en')).toBe('Applications for this round are not open yet.');
    const stopped = applicationWindowStatus(schedule({ stops: true }), openMs);
    expect(windowMessage(stopped, 'cn')).toBe('本期申请已暂停受理。');
  });

  it("is the catalog's in Korean too when the schedule has no text, and nothing while open", () => {
    const silent = schedule({ message: { beforeOpen: ' ', dead: '', dead2: '', stop: '' } });
    expect(windowMessage(applicationWindowStatus(silent, openMs - 1), 'ko')).toBe(
      '아직 청약 접수 기간이 아닙니다',
    );
    expect(windowMessage(applicationWindowStatus(silent, deadMs + 1), 'ko')).toBe(
      '청약 접수가 마감되었습니다',
    );
    expect(windowMessage(applicationWindowStatus(schedule(), openMs), 'en')).toBe('');
  });
});
