import type { APIRequestContext } from '@playwright/test';
import { okJson } from './fixtures.ts';

type Auth = Record<string, string>;

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
