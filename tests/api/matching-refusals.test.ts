import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import { joinBuyer, matchingStage, offer, step } from './matching-helpers.ts';

/** every 409 about a taken slot names the slot, in the member's language. */

const t = useTestApp();

describe('a taken slot is named', () => {
  async function withSchedule(username: string, slots: string[], fairId: string) {
    const member = await joinBuyer(t.app, username);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fairId}`,
      headers: bearer(member.token),
      payload: { slots, mode: 'ONLINE' },
    });
    return member;
  }

  it('in the acceptance refused (Korean) and in the offer refused (English)', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'named');
    const named = `${slots[0]!.replace('T', ' ')} KST`;
    const other = await withSchedule('namedother', slots, fair._id);
    const first = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    const second = (await offer(t.app, other, fair._id, seller.id, [slots[0]!])).json().matching;
    await step(t.app, seller, first._id, { action: 'accept', slots: [slots[0]] });
    expect((await step(t.app, buyer, first._id, { action: 'confirm', slot: slots[0] })).statusCode).toBe(200);

    const accept = await step(t.app, seller, second._id, { action: 'accept', slots: [slots[0]] });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(`이미 확정된 상담 일정과 겹치는 시간입니다: ${named}`);

    const third = await withSchedule('namedthird', slots, fair._id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/matchings',
      headers: { ...bearer(third.token), 'accept-language': 'en' },
      payload: { fair: fair._id, seller: seller.id, slots: [slots[0], slots[1]], mode: 'ONLINE' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`This time slot is already taken by a confirmed meeting: ${named}`);
    expect(refused.json().errors.slots).toContain(named);
  });
});
