import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users } from '#server/db/schema/index.ts';
import { seedLargeFair } from '#server/db/seedContent/largeFair.ts';
import { bearer, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/useTestApp.ts';

/**
 * Recommendations with their reasons (docs/decisions/0039-agenda-feed-and-reschedule.md § Recommendations), on
 * the large fair: buyer n seeks two categories and comes from one of 16 countries; seller n makes one
 * category and exports to two.
 */
const t = useTestApp();

interface Reason {
  kind: string;
  value: string;
}

let staged: Promise<Awaited<ReturnType<typeof seed>>> | undefined;
/** The large fair, seeded once for the file (its password is printed once). */
const stage = () => (staged ??= seed());

async function seed() {
  let password = '';
  const fairId = await seedLargeFair(
    t.db,
    new Date(),
    (m) => (password = /password (\S+)$/.exec(m)?.[1] ?? ''),
  );
  const as = async (username: string) => (await login(t.app, username, password)).accessToken;
  const recommended = async (token: string) =>
    t.app.inject({ url: `/api/v1/me/recommendations?fair=${fairId}`, headers: bearer(token) });
  return { fairId, as, recommended };
}

describe('recommendations', () => {
  it("a buyer gets sellers of what it seeks, with the reasons and matching products; a like adds that category's sellers", async () => {
    const { as, recommended } = await stage();
    const buyer = await as('fairbuyer005'); // Vietnam, seeks 헬스케어 and 주방용품
    const res = await recommended(buyer);
    expect(res.statusCode).toBe(200);
    const { sellers, buyers } = res.json() as {
      sellers: { industry: string; reasons: Reason[]; products: { name: string }[] }[];
      buyers: unknown[];
    };
    expect(buyers).toEqual([]);
    expect(sellers).toHaveLength(12);
    for (const seller of sellers) {
      const sought = seller.reasons.filter((r) => r.kind === 'sought').map((r) => r.value);
      expect(sought.length).toBe(1);
      expect(['헬스케어', '주방용품']).toContain(sought[0]);
      expect(seller.products.length).toBeGreaterThan(0);
    }
    // the best ones also export to Vietnam
    expect(sellers[0]!.reasons).toContainEqual({ kind: 'market', value: 'VN' });

    const [toy] = await t.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(eq(products.category, '완구'), like(users.username, 'fairseller007')));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/me/likes',
          headers: bearer(buyer),
          payload: { product: toy!.id },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const after = (await recommended(buyer)).json().sellers as { reasons: Reason[] }[];
    const reasons = after.flatMap((s) => s.reasons);
    expect(reasons).toContainEqual({ kind: 'liked', value: '완구' });
  });

  it('a seller gets buyers who seek its category, from its markets, and who liked its products', async () => {
    const { as, recommended } = await stage();
    // fairseller007 makes 완구; fairbuyer005 (above) liked one of its products without seeking toys
    const seller = await as('fairseller007');
    const buyers = (await recommended(seller)).json().buyers as { companyName: string; reasons: Reason[] }[];
    expect(buyers.length).toBeGreaterThan(1);
    const liker = buyers.find((b) => b.reasons.some((r) => r.kind === 'likedYours'));
    expect(liker?.companyName).toBe('Global Sourcing 5 VN');
    for (const buyer of buyers.filter((b) => b !== liker))
      expect(buyer.reasons).toContainEqual({ kind: 'sought', value: '완구' });
  });

  it('refuses someone who does not take part in the fair', async () => {
    const { recommended } = await stage();
    const admin = (await login(t.app, 'admin', 'Admin!2345')).accessToken;
    expect((await recommended(admin)).statusCode).toBe(403);
  });
});
