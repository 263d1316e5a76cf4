import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { openDatabase } from '#server/db/index.ts';
import {
  refreshTokens,
  shopCategories,
  shopOptions,
  shopOrderLines,
  shopProducts,
  users,
} from '#server/db/schema/index.ts';
import { hashRefreshToken, signAccessToken } from '#server/services/auth/tokens.ts';
import { cpuSeconds, perRequest } from './cpu.ts';
import type { CpuGroups } from './cpu.ts';
import { load } from './load.ts';
import type { LoadResult } from './load.ts';

/**
 * The hot product (docs/decisions/0029-shop-orders-and-payment.md § stock): `buyers` members,
 * each with a login of their own, check out one product of `units` units at once over `connections`
 * connections — every buyer one request, `POST /api/v1/me/orders`, one unit. Exactly `units` orders must be
 * created and every other buyer told "sold out" (409 shopSoldOut); the stock must end at 0. The members and
 * their logins are written straight into the bench's database (their sign-ups are not this figure), and
 * their access tokens signed with the server's JWT secret.
 */
export interface HotProductOutcome {
  result: LoadResult;
  created: number;
  soldOut: number;
  /** Answers that were neither: status → count. */
  other: Record<string, number>;
  ordersStored: number;
  stockLeft: number;
  /** CPU per answer of each group in `cpu` (µs): what the figure costs, whatever else runs on the machine. */
  cpu: Record<string, number>;
}

export async function hotProduct(options: {
  base: string;
  databaseUrl: string;
  jwtSecret: string;
  buyers: number;
  connections: number;
  units: number;
  cpu: CpuGroups;
}): Promise<HotProductOutcome> {
  const opened = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: options.databaseUrl });
  const run = randomBytes(3).toString('hex');
  try {
    const db = opened.db;
    const [category] = await db
      .insert(shopCategories)
      .values({ name: `bench ${run}` })
      .returning({ id: shopCategories.id });
    const [product] = await db
      .insert(shopProducts)
      .values({ categoryId: category!.id, name: `bench hot product ${run}`, maker: 'bench', price: 30_000 })
      .returning({ id: shopProducts.id });
    const [option, warmUp] = await db
      .insert(shopOptions)
      .values([
        { productId: product!.id, name: 'one size', stock: options.units },
        // the warm-up's, not counted: a few orders are written, as a shop has taken orders before its sale, so
        // the winners' path (holds, the group's transaction, the order's statement) runs compiled and planned on
        // the pool's connections; with only refusals in it the measured run's winners paid for that. Its buyers
        // come back in the measured run with one unpaid order each, far below UNPAID_ORDERS_MAX.
        { productId: product!.id, name: 'warm-up', stock: Math.ceil(options.connections / 4), position: 1 },
      ])
      .returning({ id: shopOptions.id });

    // the buyers and one live login each (what currentAccount checks on every request)
    const tokens: string[] = [];
    for (let from = 0; from < options.buyers; from += 500) {
      const batch = Array.from({ length: Math.min(500, options.buyers - from) }, (_, i) => ({
        username: `bench-${run}-${from + i}`,
        // no one logs in with a password: the token below is the login
        passwordHash: 'bench:no-password',
        type: 'PERSON' as const,
        scope: [],
        name: '김구매',
      }));
      const made = await db.insert(users).values(batch).returning({
        id: users.id,
        username: users.username,
        sessionVersion: users.sessionVersion,
      });
      const families = made.map(() => randomUUID());
      await db.insert(refreshTokens).values(
        made.map((u, i) => ({
          familyId: families[i]!,
          userId: u.id,
          tokenHash: hashRefreshToken(randomBytes(32).toString('base64url')),
          expiresAt: new Date(Date.now() + 3_600_000),
        })),
      );
      for (const [i, u] of made.entries()) {
        tokens.push(
          await signAccessToken(
            { id: u.id, username: u.username, scope: [], type: 'PERSON', sessionVersion: u.sessionVersion },
            { secret: options.jwtSecret, ttlSeconds: 3_600, sessionId: families[i]! },
          ),
        );
      }
    }

    const bodyFor = (optionId: string) =>
      JSON.stringify({
        recipient: '김구매',
        phone: '010-1234-5678',
        postcode: '04524',
        address1: '서울특별시 중구 세종대로 110',
        address2: '1층',
        payMethod: 'CARD',
        agreeTerms: true,
        lines: [{ optionId, quantity: 1 }],
      });
    const checkouts = (optionId: string, amount: number, answers: Record<string, number>) => {
      const body = bodyFor(optionId);
      let next = 0;
      return load({
        url: options.base,
        connections: options.connections,
        duration: 120,
        // every buyer once; autocannon ends when they all were answered
        amount,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/me/orders',
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/json',
                'accept-language': 'en',
                authorization: `Bearer ${tokens[next++ % tokens.length]}`,
              },
              body,
            }),
            onResponse: (status, text) => {
              const key = status === 409 && text.includes('shopSoldOut') ? 'soldOut' : String(status);
              answers[key] = (answers[key] ?? 0) + 1;
            },
          },
        ],
      });
    };
    await checkouts(warmUp!.id, options.connections * 2, {});
    const answers: Record<string, number> = {};
    const cpuBefore = await cpuSeconds(options.cpu);
    const result = await checkouts(option!.id, options.buyers, answers);
    const cpu = perRequest(cpuBefore, await cpuSeconds(options.cpu), result.requests.total);

    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopOrderLines)
      .where(eq(shopOrderLines.optionId, option!.id));
    const [left] = await db
      .select({ stock: shopOptions.stock })
      .from(shopOptions)
      .where(eq(shopOptions.id, option!.id));
    const { '201': created = 0, soldOut = 0, ...other } = answers;
    return {
      result,
      created,
      soldOut,
      other,
      ordersStored: stored?.n ?? 0,
      stockLeft: left?.stock ?? -1,
      cpu,
    };
  } finally {
    await opened.close();
  }
}
