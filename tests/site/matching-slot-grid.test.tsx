// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferForm } from '#src/site/matching/ui/OfferForm.tsx';
import { SlotGrid } from '#src/site/matching/ui/SlotGrid.tsx';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

const slot = (key: string) => ({ key, startAt: new Date(`${key}:00+09:00`).toISOString() });

/** a Paris buyer sees their own time in each cell, not only in screen-reader text. */
describe('SlotGrid: both clocks, visibly', () => {
  it("shows the viewer's time in each cell with the day shift", () => {
    renderSite(
      <SlotGrid
        slots={[slot('2026-12-10T10:00'), slot('2026-12-10T08:00')]}
        selected={[]}
        onChange={() => {}}
        caption="시간표"
        zone="Europe/Paris"
      />,
    );
    const cells = [...document.querySelectorAll('.slot-local')].map((e) => e.textContent);
    // 08:00 Seoul is 00:00 in Paris the same day; 10:00 Seoul is 02:00
    expect(cells).toEqual(['00:00', '02:00']);
    expect(screen.getByText(/Europe\/Paris/, { selector: 'p' })).toBeTruthy();
  });

  it('shows no second clock to a viewer in Seoul', () => {
    renderSite(
      <SlotGrid
        slots={[slot('2026-12-10T10:00')]}
        selected={[]}
        onChange={() => {}}
        caption="시간표"
        zone="Asia/Seoul"
      />,
    );
    expect(document.querySelectorAll('.slot-local')).toHaveLength(0);
  });
});

/** the offer grid greys out the seller's and the buyer's confirmed slots. */
describe('OfferForm: busy slots', () => {
  it("disables and marks the seller's booked slot and the buyer's own confirmed one", async () => {
    const keys = ['2026-12-10T10:00', '2026-12-10T10:30', '2026-12-10T11:00'];
    const f = fakeFetch({
      '/api/v1/fairs/f1': { fair: { _id: 'f1', slots: keys.map(slot) } },
      '/api/v1/me/schedules/f1': {
        schedule: {
          fair: 'f1',
          slots: keys,
          mode: 'ONLINE',
          note: '',
          bookedSlots: [keys[1]],
          updatedAt: null,
        },
      },
    });
    renderSite(<OfferForm fair="f1" seller="s1" sellerName="셀러" sellerBooked={[keys[0]!]} />, {
      client: testClient(f),
    });
    await flush();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.disabled)).toEqual([true, true, false]);
    expect(screen.getAllByText('예약됨')).toHaveLength(2);
  });
});
