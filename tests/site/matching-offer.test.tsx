// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#src/api/client.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import type { Matching } from '#src/site/matching/types.ts';
import { OfferCard } from '#src/site/matching/ui/OfferCard.tsx';
import { createLocaleStore } from '#src/site/i18n.tsx';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

const slot = (key: string) => {
  const start = new Date(`${key}:00+09:00`);
  return { key, startAt: start.toISOString(), endAt: new Date(start.getTime() + 1_800_000).toISOString() };
};

function offer(over: Partial<Matching> = {}): Matching {
  return {
    _id: 'm1',
    fair: { _id: 'f1', title: '박람회', place: '전시장', slotMinutes: 30 },
    buyer: {
      _id: 'b1',
      companyName: 'Paris Trading',
      name: 'Marie',
      country: 'FR',
      timeZone: 'Europe/Paris',
      note: '',
      industry: 'Cosmetics retail',
      companySize: 'SMALL',
      marketsSought: ['skin care', 'K-beauty'],
      homepage: 'https://paris-trading.example.fr',
      languages: ['fr', 'en'],
    },
    seller: { _id: 's1', companyName: '셀러기업', logo: null },
    role: 'SELLER',
    mode: 'ONLINE',
    status: 'OFFERED',
    offeredSlots: [
      '2026-12-10T10:00',
      '2026-12-10T10:30',
      '2026-12-10T11:00',
      '2026-12-10T11:30',
      '2026-12-11T10:00',
    ].map(slot),
    acceptedSlots: [],
    confirmedSlot: null,
    message: '',
    reason: null,
    cancelledBy: null,
    expiresAt: '2026-12-09T00:00:00.000Z',
    videoUrl: null,
    inviteUrl: null,
    contact: null,
    allowed: ['accept', 'decline'],
    bookedSlots: ['2026-12-11T10:00'],
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    history: [],
    ...over,
  };
}

/** A client whose PUTs are recorded and answered with `answer`. */
function recordingClient(answer: Matching) {
  const puts: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    puts.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response(JSON.stringify({ matching: answer }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    client: createApiClient({ fetch, tokens: sessionTokenStore(sessionStorage), alert: () => {} }),
    puts,
  };
}

describe('OfferCard: the seller’s answer', () => {
  it('accepts with at most three slots, never a slot the seller already has a meeting at', async () => {
    const accepted = offer({
      status: 'ACCEPTED',
      allowed: ['cancel'],
      acceptedSlots: [slot('2026-12-10T10:00')],
    });
    const { client, puts } = recordingClient(accepted);
    const onChanged = vi.fn();
    renderSite(<OfferCard matching={offer()} onChanged={onChanged} />, { client });

    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.disabled)).toEqual([false, false, false, false, true]); // the last is booked
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true, false, false]);
    expect(boxes[3]!.disabled).toBe(true); // a fourth cannot be added
    fireEvent.click(boxes[2]!);
    expect(boxes[3]!.disabled).toBe(false);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByRole('button', { name: '3개 시간으로 수락' }));
    await flush();

    expect(puts).toEqual([
      {
        url: '/api/v1/me/matchings/m1/schedules',
        body: { action: 'accept', slots: ['2026-12-10T10:00', '2026-12-10T10:30', '2026-12-10T11:00'] },
      },
    ]);
    expect(onChanged).toHaveBeenCalledWith(accepted);
  });

  it('declines only with a reason and shows no buttons the server did not allow', () => {
    renderSite(<OfferCard matching={offer()} onChanged={() => {}} />);
    const decline = () => screen.getByRole('button', { name: '거절' }) as HTMLButtonElement;
    expect(decline().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('거절·취소 사유'), { target: { value: '일정이 맞지 않습니다' } });
    expect(decline().disabled).toBe(false);
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    expect(screen.queryByRole('button', { name: '이 시간으로 확정' })).toBeNull();
  });
});

describe('OfferCard: a confirmed meeting', () => {
  // the card tells a meeting to come from one that is over by the clock: the clock is set, not read
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('shows the time, the video link and the invite, and no slot choice', () => {
    renderSite(
      <OfferCard
        matching={offer({
          role: 'BUYER',
          status: 'CONFIRMED',
          allowed: ['cancel'],
          confirmedSlot: slot('2026-12-10T10:30'),
          videoUrl: 'https://meet.jit.si/room-abc',
        })}
        onChanged={() => {}}
      />,
    );
    const meeting = screen.getByRole('group', { name: '확정된 미팅' });
    expect(meeting.textContent).toContain('2026-12-10 10:30 서울');
    expect(screen.getByRole('link', { name: 'https://meet.jit.si/room-abc' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '캘린더에 추가(.ics)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.querySelector('.card-title')?.textContent).toBe('셀러기업와(과)의 미팅');
  });

  it('reads as a past meeting once over: the rating, no cancel, invite, table or QR', async () => {
    const day = {
      side: 'SELLER',
      offline: true,
      table: null,
      interpreterLanguage: null,
      interpreterName: null,
      checkIn: { code: 'm1.sig', url: 'https://example.test/c', qrSvg: '<svg/>' },
      checkedInAt: null,
      attendance: { mine: null, meeting: null, open: true },
      ratings: [],
      ratingOpen: { MEETING: true, FOLLOW_UP: false },
    };
    const client = testClient(fakeFetch({ '/api/v1/me/matchings/m1/day': { day } }));
    vi.setSystemTime(new Date('2026-12-10T01:31:00Z')); // 10:31 in Seoul: the 10:00 meeting of 30 minutes is over
    renderSite(
      <OfferCard
        matching={offer({
          mode: 'OFFLINE',
          status: 'CONFIRMED',
          allowed: [],
          confirmedSlot: slot('2026-12-10T10:00'),
        })}
        onChanged={() => {}}
      />,
      { client },
    );
    await flush();
    await screen.findByRole('group', { name: '상담 평가' });
    expect(document.querySelector('.card-title')?.textContent).toBe('Paris Trading와(과)의 미팅');
    expect(screen.getByRole('group', { name: '지난 미팅' }).textContent).toContain('2026-12-10 10:00 서울');
    expect(screen.queryByRole('group', { name: '확정된 미팅' })).toBeNull();
    expect(screen.queryByRole('button', { name: '캘린더에 추가(.ics)' })).toBeNull();
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    expect(screen.queryByText('현장 체크인 QR')).toBeNull();
    expect(document.body.textContent).not.toContain('테이블');
  });

  it('still offers the invite, the table and the QR while the meeting is to come', async () => {
    const client = testClient(
      fakeFetch({
        '/api/v1/me/matchings/m1/day': {
          day: {
            side: 'SELLER',
            offline: true,
            table: 'T3',
            interpreterLanguage: null,
            interpreterName: null,
            checkIn: { code: 'm1.sig', url: 'https://example.test/c', qrSvg: '<svg/>' },
            checkedInAt: null,
            attendance: { mine: null, meeting: null, open: false },
            ratings: [],
            ratingOpen: { MEETING: false, FOLLOW_UP: false },
          },
        },
      }),
    );
    renderSite(
      <OfferCard
        matching={offer({
          mode: 'OFFLINE',
          status: 'CONFIRMED',
          allowed: ['cancel'],
          confirmedSlot: slot('2026-12-10T10:00'),
        })}
        onChanged={() => {}}
      />,
      { client },
    );
    await flush();
    await screen.findByText('현장 체크인 QR');
    expect(screen.getByRole('group', { name: '확정된 미팅' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '캘린더에 추가(.ics)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
    expect(document.body.textContent).toContain('T3');
  });
});

/** docs/decisions/0026-matching-for-a-large-fair.md: the seller reads who is asking before accepting. */
describe('OfferCard: the buyer profile', () => {
  it("shows the seller the buyer's country, industry, size, markets, languages and website, in English", async () => {
    renderSite(<OfferCard matching={offer()} onChanged={() => {}} />, {
      store: createLocaleStore(null, ['en-US']),
    });
    await flush();
    await screen.findByText('Buyer profile');
    const text = document.querySelector('.buyer-profile')?.textContent ?? '';
    expect(text).toContain('France');
    expect(text).toContain('Cosmetics retail');
    expect(text).toContain('10–49 employees');
    expect(text).toContain('skin care, K-beauty');
    expect(text).toContain('French, English');
    const site = screen.getByRole('link', { name: 'https://paris-trading.example.fr' });
    expect(site.getAttribute('rel')).toContain('noopener');
    // no contact before a confirmed meeting
    expect(document.body.textContent).not.toContain('@');
  });

  it('does not link a javascript: website, and shows nothing for the buyer themself', async () => {
    const hostile = offer();
    hostile.buyer.homepage = 'javascript:alert(1)';
    const { unmount } = renderSite(<OfferCard matching={hostile} onChanged={() => {}} />);
    await flush();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    unmount();
    renderSite(<OfferCard matching={offer({ role: 'BUYER', allowed: ['cancel'] })} onChanged={() => {}} />);
    await flush();
    expect(document.querySelector('.buyer-profile')).toBeNull();
  });
});

describe('OfferCard: messages', () => {
  it('loads when opened, sends, and resends a failed send with the same key (stored once)', async () => {
    const posts: { key: string; body: string }[] = [];
    let failNext = true;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if ((init?.method ?? 'GET') === 'GET')
        return json(200, {
          messages: [
            {
              _id: 'x1',
              senderRole: 'BUYER',
              mine: false,
              body: 'Call me on […]',
              createdAt: '2026-12-01T00:00:00.000Z',
            },
          ],
          total: 1,
        });
      const sent = JSON.parse(String(init?.body)) as { key: string; body: string };
      posts.push(sent);
      if (failNext) {
        failNext = false;
        return json(503, { message: 'busy', code: 'serviceUnavailable' });
      }
      return json(201, {
        message: {
          _id: 'x2',
          senderRole: 'SELLER',
          mine: true,
          body: sent.body,
          createdAt: '2026-12-01T00:01:00.000Z',
        },
      });
    });
    const client = createApiClient({ fetch, tokens: sessionTokenStore(sessionStorage), alert: () => {} });
    renderSite(<OfferCard matching={offer()} onChanged={() => {}} />, { client });
    await flush();
    expect(fetch).not.toHaveBeenCalled();

    const summary = screen.getByText('메시지');
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('Call me on […]')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('메시지 쓰기'), { target: { value: '샘플 보내드릴게요' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await flush(5);
    expect(posts).toHaveLength(2);
    expect(document.querySelector('.message-list .is-mine')?.textContent).toContain('샘플 보내드릴게요');
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect((screen.getByLabelText('메시지 쓰기') as HTMLTextAreaElement).value).toBe('');
  });
});

/** docs/decisions/0039-agenda-feed-and-reschedule.md: each party reads the matching's steps, reschedules included. */
describe('OfferCard: the history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads each step in words, with its slots in Seoul and the viewer’s zone, a reschedule as old → new', async () => {
    // the viewer is in Paris: 10:00 in Seoul is 02:00 there in December
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Paris' };
    });
    const step = (over: Partial<Matching['history'][number]>): Matching['history'][number] => ({
      action: 'offer',
      from: null,
      to: 'OFFERED',
      actorRole: 'BUYER',
      slots: [],
      reason: null,
      at: '2026-12-01T00:00:00.000Z',
      ...over,
    });
    const history = [
      step({ slots: ['2026-12-10T10:00', '2026-12-10T10:30'] }),
      step({
        action: 'accept',
        from: 'OFFERED',
        to: 'ACCEPTED',
        actorRole: 'SELLER',
        slots: ['2026-12-10T10:00'],
      }),
      step({ action: 'confirm', from: 'ACCEPTED', to: 'CONFIRMED', slots: ['2026-12-10T10:00'] }),
      step({
        action: 'rescheduleProposed',
        from: 'CONFIRMED',
        to: 'CONFIRMED',
        actorRole: 'SELLER',
        slots: ['2026-12-10T10:00', '2026-12-11T10:00'],
      }),
      step({
        action: 'rescheduleAccepted',
        from: 'CONFIRMED',
        to: 'CONFIRMED',
        slots: ['2026-12-10T10:00', '2026-12-11T10:00'],
      }),
    ];
    renderSite(
      <OfferCard
        matching={offer({
          role: 'BUYER',
          status: 'CONFIRMED',
          allowed: ['cancel'],
          confirmedSlot: slot('2026-12-11T10:00'),
          history,
        })}
        onChanged={() => {}}
      />,
      { store: createLocaleStore(null, ['en-US']) },
    );
    await flush();
    await screen.findByText('History');
    const steps = screen.getAllByRole('listitem').filter((li) => li.closest('.history-list'));
    expect(steps.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Offer',
      'Accept',
      'Confirm',
      'New time proposed',
      'New time accepted',
    ]);
    const text = steps.map((li) => li.textContent ?? '');
    expect(text[0]).toContain('Buyer (Me)');
    expect(text[1]).toContain('Seller');
    expect(text[1]).toContain('Offered → Accepted by seller');
    expect(text[3]).toContain(
      '2026-12-10 10:00 Seoul (your time 02:00 Europe/Paris) → 2026-12-11 10:00 Seoul (your time 02:00 Europe/Paris)',
    );
    // a reschedule does not change the status: no "Meeting confirmed → Meeting confirmed"
    expect(text[3]).not.toContain('Meeting confirmed');
    for (const code of ['BUYER', 'SELLER', 'OFFERED', 'CONFIRMED', 'reschedule'])
      expect(text.join('\n')).not.toContain(code);
  });
});
