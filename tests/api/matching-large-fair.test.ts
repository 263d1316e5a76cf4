import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LARGE_FAIR, seedLargeFair } from '#server/db/seedContent/largeFair.ts';
import { useTestApp } from '../helpers/useTestApp.ts';

/** The large fair (SEED_FAIR_SCALE): its size, what the catalogue finds in it, seeded once. */
const t = useTestApp();

describe('seedLargeFair', () => {
  it('seeds 400 sellers, 2,000 products, 170 buyers from 16 countries with slots, once', async () => {
    const logged: string[] = [];
    const fairId = await seedLargeFair(t.db, new Date(), (m) => logged.push(m));
    expect(logged).toHaveLength(1);

    const sellers = await t.app.inject({ url: `/api/v1/fairs/${fairId}/sellers?limit=1` });
    expect(sellers.json().total).toBe(LARGE_FAIR.sellers);
    const products = await t.app.inject({ url: `/api/v1/fairs/${fairId}/products?limit=1` });
    expect(products.json().total).toBe(LARGE_FAIR.sellers * LARGE_FAIR.productsPerSeller);
    // Korean and English text both found
    const ko = await t.app.inject({
      url: `/api/v1/fairs/${fairId}/products?limit=1&q=${encodeURIComponent('앰플')}`,
    });
    const en = await t.app.inject({ url: `/api/v1/fairs/${fairId}/products?limit=1&q=Ampoule` });
    expect(ko.json().total).toBe(200);
    expect(en.json().total).toBe(200);

    const buyers = await t.db.execute(
      sql`select count(*)::int n, count(distinct p.country)::int countries,
         count(*) filter (where cardinality(s.slots) = 48)::int slotted
       from fair_participants f join member_profiles p on p.user_id = f.user_id
       left join buyer_schedules s on s.buyer_id = f.user_id and s.fair_id = f.fair_id
       where f.fair_id = ${fairId} and f.role = 'BUYER'`,
    );
    expect((buyers as unknown as { rows: unknown[] }).rows[0]).toEqual({
      n: LARGE_FAIR.buyers,
      countries: 16,
      slotted: LARGE_FAIR.buyers,
    });

    // a second start leaves it as it is
    expect(await seedLargeFair(t.db, new Date(), (m) => logged.push(m))).toBe(fairId);
    expect(logged).toHaveLength(1);
  });
});
