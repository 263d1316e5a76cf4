import type { LiveLot } from '#domain/schemas/auction.ts';

/**
 * Live lots for the open pages (docs/decisions/0033-timed-auction.md): each instance reads a watched lot's
 * public state once a second — one query per watched lot, however many pages watch it — and tells its
 * listeners when it changed; a bid through this instance nudges an immediate read. The database is the
 * truth, so a bid through another instance reaches these pages within the second too, without a broker.
 */
export interface LiveHub {
  /**
   * Starts watching; the listener hears every change from now on, and `end` is called when the hub closes
   * (the app shuts down: open event streams are ended). Returns the unsubscribe.
   */
  subscribe(workId: string, listener: (lot: LiveLot) => void, end?: () => void): () => void;
  /** Reads the lot now (after a bid committed here). */
  nudge(workId: string): void;
  close(): void;
}

/** The lot's state without the clock reading, to tell a change from a tick. */
const fingerprint = (lot: LiveLot) => JSON.stringify({ ...lot, serverNow: '' });

export function createLiveHub(
  read: (workId: string) => Promise<LiveLot | null>,
  intervalMs = 1_000,
): LiveHub {
  interface Watch {
    listeners: Set<(lot: LiveLot) => void>;
    last: string | null;
    timer: ReturnType<typeof setInterval>;
    reading: boolean;
  }
  const watched = new Map<string, Watch>();
  const ends = new Set<() => void>();

  async function check(workId: string): Promise<void> {
    const watch = watched.get(workId);
    if (!watch || watch.reading) return;
    watch.reading = true;
    try {
      const lot = await read(workId);
      if (!lot) return;
      const print = fingerprint(lot);
      if (print === watch.last) return;
      watch.last = print;
      for (const listener of watch.listeners) listener(lot);
    } catch {
      // a failed read (a restart, a dropped connection) is retried on the next tick
    } finally {
      watch.reading = false;
    }
  }

  return {
    subscribe(workId, listener, end) {
      let watch = watched.get(workId);
      if (!watch) {
        const timer = setInterval(() => void check(workId), intervalMs);
        timer.unref();
        watch = { listeners: new Set(), last: null, timer, reading: false };
        watched.set(workId, watch);
      }
      watch.listeners.add(listener);
      if (end) ends.add(end);
      return () => {
        if (end) ends.delete(end);
        const current = watched.get(workId);
        if (!current) return;
        current.listeners.delete(listener);
        if (current.listeners.size === 0) {
          clearInterval(current.timer);
          watched.delete(workId);
        }
      };
    },
    nudge(workId) {
      void check(workId);
    },
    close() {
      for (const watch of watched.values()) clearInterval(watch.timer);
      watched.clear();
      for (const end of ends) end();
      ends.clear();
    },
  };
}
