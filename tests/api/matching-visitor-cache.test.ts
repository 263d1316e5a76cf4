import { describe, expect, it } from 'vitest';
import { SINGLE_INSTANCE } from '#server/scaleConfig.ts';
import { seedLargeFair } from '#server/db/seedContent/largeFair.ts';
import { bearer, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/useTestApp.ts';

/**
 * A fair's public lists through the micro-cache of public reads (docs/decisions/0039-agenda-feed-and-reschedule.md
 * § The large fair): visitors share a read; a member's own marks are never taken from it.
 */
const t = useTestApp({ scale: { ...SINGLE_INSTANCE, publicCacheMs: 60_000 } });

describe('visitor reads of a fair', () => {
  it("are shared by visitors, while a member's bookmark shows at once on the same URL", async () => {
    let password = '';
    const fairId = await seedLargeFair(
      t.db,
      new Date(),
      (m) => (password = /password (\S+)$/.exec(m)?.[1] ?? ''),
    );
    const url = `/api/v1/fairs/${fairId}/sellers?limit=1`;
    const visitor = await t.app.inject({ url });
    const seller = visitor.json().sellers[0] as { _id: string; bookmarked: boolean };
    expect(seller.bookmarked).toBe(false);

    const buyer = (await login(t.app, 'fairbuyer001', password)).accessToken;
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/bookmarks',
      headers: bearer(buyer),
      payload: { seller: seller._id },
    });
    expect(marked.statusCode).toBeLessThan(300);
    const mine = await t.app.inject({ url, headers: bearer(buyer) });
    expect(mine.json().sellers[0]).toMatchObject({ _id: seller._id, bookmarked: true });
    // the visitor's read is still the shared one, without anybody's marks
    expect((await t.app.inject({ url })).json().sellers[0]).toMatchObject({ bookmarked: false });
  });
});
