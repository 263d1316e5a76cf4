import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import { joinBuyer, matchingStage, offer, step, type Member } from './matching-helpers.ts';

/**
 * Busy slots greyed out on both sides (docs/decisions/0026-matching-for-a-large-fair.md): a record's
 * bookedSlots are the slots where the buyer or the seller already has a confirmed meeting, so the seller
 * accepting sees the buyer's meetings and the buyer confirming sees the seller's.
 */
const t = useTestApp();

async function bookedOf(member: Member, id: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/v1/me/matchings/${id}`, headers: bearer(member.token) });
  expect(res.statusCode).toBe(200);
  return res.json().matching.bookedSlots;
}

async function listedBookedOf(member: Member, id: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/v1/me/matchings?limit=50', headers: bearer(member.token) });
  expect(res.statusCode).toBe(200);
  return res.json().matchings.find((m: { _id: string }) => m._id === id).bookedSlots;
}

describe('busy slots of both parties', () => {
  it('the seller accepting sees the slot the buyer confirmed with another seller', async () => {
    const { fair, sellers, buyer, slots } = await matchingStage(t.app, 'busyb', 2);
    const [first, second] = sellers as [Member, Member];
    const withFirst = (await offer(t.app, buyer, fair._id, first.id, [slots[0]!, slots[1]!])).json().matching;
    const withSecond = (await offer(t.app, buyer, fair._id, second.id, [slots[0]!, slots[1]!])).json()
      .matching;
    expect(await bookedOf(second, withSecond._id)).toEqual([]);

    await step(t.app, first, withFirst._id, { action: 'accept', slots: [slots[0]] });
    expect((await step(t.app, buyer, withFirst._id, { action: 'confirm', slot: slots[0] })).statusCode).toBe(
      200,
    );

    // the second seller has no meeting at slots[0], but the buyer has
    expect(await bookedOf(second, withSecond._id)).toEqual([slots[0]]);
    expect(await listedBookedOf(second, withSecond._id)).toEqual([slots[0]]);
    // and accepting it would be refused: the greyed slot is the one the server refuses
    expect(
      (await step(t.app, second, withSecond._id, { action: 'accept', slots: [slots[0]] })).statusCode,
    ).toBe(409);
    expect(
      (await step(t.app, second, withSecond._id, { action: 'accept', slots: [slots[1]] })).statusCode,
    ).toBe(200);
  });

  it("the buyer confirming sees the slot the seller confirmed with another buyer; a stranger's meetings do not show", async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'busys');
    const other = await joinBuyer(t.app, 'busysother');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/me/schedules/${fair._id}`,
      headers: bearer(other.token),
      payload: { slots, mode: 'ONLINE' },
    });
    const mine = (await offer(t.app, buyer, fair._id, seller.id, [slots[2]!, slots[3]!])).json().matching;
    const theirs = (await offer(t.app, other, fair._id, seller.id, [slots[2]!])).json().matching;
    await step(t.app, seller, mine._id, { action: 'accept', slots: [slots[2], slots[3]] });
    await step(t.app, seller, theirs._id, { action: 'accept', slots: [slots[2]] });
    expect((await step(t.app, other, theirs._id, { action: 'confirm', slot: slots[2] })).statusCode).toBe(
      200,
    );

    expect(await bookedOf(buyer, mine._id)).toEqual([slots[2]]);
    expect((await step(t.app, buyer, mine._id, { action: 'confirm', slot: slots[2] })).statusCode).toBe(409);

    // a third buyer with no matching with this seller: their own records show none of the seller's meetings
    const third = await joinBuyer(t.app, 'busysthird');
    const list = await t.app.inject({ url: '/api/v1/me/matchings', headers: bearer(third.token) });
    expect(list.json().matchings).toEqual([]);
  });
});
