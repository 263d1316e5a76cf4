// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgendaMeeting } from '#domain/schemas/matchingAgenda.ts';
import { MeetingCard } from '#src/site/matching/AgendaPage.tsx';
import { renderSite } from './helpers.tsx';

afterEach(cleanup);

const slot = (key: string) => {
  const start = new Date(`${key}:00+09:00`);
  return { key, startAt: start.toISOString(), endAt: new Date(start.getTime() + 1_800_000).toISOString() };
};

const meeting: AgendaMeeting = {
  _id: '00000000-0000-4000-8000-000000000001',
  fair: { _id: '00000000-0000-4000-8000-000000000002', title: '박람회', place: '전시장' },
  role: 'BUYER',
  slot: slot('2026-12-10T10:00'),
  mode: 'OFFLINE',
  videoUrl: null,
  counterpart: { companyName: '셀러기업', country: '', timeZone: 'Asia/Seoul' },
  reschedule: null,
  freeSlots: ['2026-12-10T11:00'],
};

describe('MeetingCard on the agenda (docs/decisions/0051-an-ended-meeting-is-past.md)', () => {
  // a meeting to come or one over by the clock: the clock is set, not read
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('offers another slot for a meeting to come', () => {
    renderSite(<MeetingCard meeting={meeting} zone="Asia/Seoul" onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.queryByText('지난 미팅')).toBeNull();
  });

  it('reads as a past meeting once over, with nothing to move', () => {
    vi.setSystemTime(new Date('2026-12-10T01:31:00Z')); // 10:31 in Seoul: the 10:00 meeting of 30 minutes is over
    renderSite(<MeetingCard meeting={meeting} zone="Asia/Seoul" onChange={() => {}} />);
    expect(screen.getByText('지난 미팅')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
