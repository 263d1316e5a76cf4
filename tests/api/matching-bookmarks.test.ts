import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/useTestApp.ts';
import { bearer } from '../helpers/auth.ts';
import { matchingStage } from './matching-helpers.ts';

/** a bookmarked seller links to their page, which needs a fair. */

const t = useTestApp();

describe('bookmarked sellers', () => {
  it("carry the fair whose seller page they link to; sellers cannot read a buyer's bookmarks", async () => {
    const { fair, seller, buyer } = await matchingStage(t.app, 'bmk');
    const put = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/bookmarks',
      headers: bearer(buyer.token),
      payload: { seller: seller.id },
    });
    expect(put.statusCode).toBeLessThan(300);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/bookmarks',
      headers: bearer(buyer.token),
    });
    expect(list.json().bookmarks).toEqual([expect.objectContaining({ _id: seller.id, fair: fair._id })]);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/fairs/${fair._id}/sellers/${seller.id}` });
    expect(page.statusCode).toBe(200);

    const asSeller = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/bookmarks',
      headers: bearer(seller.token),
    });
    expect(asSeller.statusCode).toBe(403);
  });
});
