import type { LotBidState } from '#domain/auction/proxy.ts';
import type { auctionWorks } from '#server/db/schema/index.ts';

/** A lot's row read as the proxy's bidding state: placing a bid, the live view and closing read it alike. */
export const bidStateOf = (
  work: Pick<typeof auctionWorks.$inferSelect, 'leaderMax' | 'runnerUpMax' | 'price'> & {
    leaderRegistrationId: string | null;
  },
): LotBidState => ({
  leader:
    work.leaderRegistrationId && work.leaderMax !== null
      ? { bidderId: work.leaderRegistrationId, max: work.leaderMax }
      : null,
  runnerUp: work.runnerUpMax,
  price: work.price,
});
