import type { APIRequestContext } from '@playwright/test';
import { createFairByApi, okJson, seoulToday } from './fixtures.ts';

type Auth = Record<string, string>;

const DAY = 86_400_000;

/**
 * A confirmed meeting set up through the API: the buyer marks `slot` in their schedule for the fair (with
 * the mode and the note), offers it to the seller, the seller accepts and the buyer confirms; its id.
 */
export async function confirmMeetingByApi(
  request: APIRequestContext,
  meeting: {
    fair: string;
    seller: { id: string; auth: Auth };
    buyerAuth: Auth;
    slot: string;
    mode: 'ONLINE' | 'OFFLINE';
    note?: string;
  },
): Promise<string> {
  const { fair, seller, buyerAuth, slot, mode } = meeting;
  await okJson(
    request.put(`/api/v1/me/schedules/${fair}`, {
      headers: buyerAuth,
      data: { slots: [slot], mode, ...(meeting.note ? { note: meeting.note } : {}) },
    }),
  );
  const { matching } = await okJson<{ matching: { _id: string } }>(
    request.post('/api/v1/me/matchings', {
      headers: buyerAuth,
      data: { fair, seller: seller.id, slots: [slot], mode, message: 'Hello' },
    }),
  );
  const step = (auth: Auth, data: object) =>
    okJson(request.put(`/api/v1/me/matchings/${matching._id}/schedules`, { headers: auth, data }));
  await step(seller.auth, { action: 'accept', slots: [slot] });
  await step(buyerAuth, { action: 'confirm', slot });
  return matching._id;
}

/**
 * A meeting already over, reached through the product rather than a clock: the console creates a fair held
 * yesterday (Seoul) and records, as its organiser does for a meeting held on the floor without a booking
 * (docs/decisions/0049-meetings-held-on-the-floor.md), that `buyer` and `seller` met in its 10:00 slot. The
 * server's own clock then finds the meeting over, so its rating is open. The fair's id.
 */
export async function meetingHeldYesterdayByApi(
  request: APIRequestContext,
  admin: Auth,
  meeting: { title: string; buyer: string; seller: string },
): Promise<string> {
  const now = Date.now();
  const day = seoulToday(now - DAY);
  const fair = await createFairByApi(request, admin, {
    title: meeting.title,
    description: 'Held yesterday.',
    place: 'SETEC Hall 2',
    dates: [day],
    sellerRecruitFrom: new Date(now - 20 * DAY).toISOString(),
    sellerRecruitTo: new Date(now - 10 * DAY).toISOString(),
    buyerApplyFrom: new Date(now - 20 * DAY).toISOString(),
    buyerApplyTo: new Date(now - 10 * DAY).toISOString(),
  });
  await okJson(
    request.post(`/api/console/fairs/${fair._id}/meetings`, {
      headers: admin,
      data: { buyer: meeting.buyer, seller: meeting.seller, slot: `${day}T10:00`, note: 'Met at the booth' },
    }),
  );
  return fair._id;
}
