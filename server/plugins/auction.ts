import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settleDueWorks } from '../services/auction/closing.ts';
import { getLiveLot } from '../services/auction/catalogue.ts';
import { createLiveHub, type LiveHub } from '../services/auction/liveHub.ts';
import { createNotifier, type Notifier } from '../services/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open pages' live lots (server-sent events). */
    auctionLive: LiveHub;
    /** Delivers the outbid e-mails after their bid commits. */
    auctionNotifier: Notifier;
  }
}

/** Closing lots whose time has passed runs every minute on every instance (settling is idempotent). */
const SWEEP_MS = 60_000;

/** The auction's live hub, e-mail notifier and closing sweep (docs/decisions/0033-timed-auction.md). */
async function auction(app: FastifyInstance): Promise<void> {
  const hub = createLiveHub((workId) => getLiveLot(app.db, workId));
  const notifier = createNotifier(app);
  app.decorate('auctionLive', hub);
  app.decorate('auctionNotifier', notifier);
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      settleDueWorks(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'auction closing sweep failed'),
      );
    }, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    hub.close();
    await notifier.close();
  });
}

export const auctionPlugin = fp(auction, { name: 'auction', fastify: '5.x' });
