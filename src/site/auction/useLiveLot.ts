import { useEffect, useState } from 'react';
import type { Live } from './types.ts';

/** How often the fallback asks when events cannot flow (an old proxy, a blocked stream). */
const POLL_MS = 3_000;

/**
 * The lot's live state (docs/decisions/0033-timed-auction.md): server-sent events while they flow, polling
 * `/live` while they do not; and the offset between the server's clock and this device's, from each
 * answer's `serverNow`, so the countdown follows the server (which alone decides a bid's time).
 */
export function useLiveLot(workId: string | undefined, initial: Live | undefined) {
  // the latest state heard (events, polling, the bid's own answer); the page's first read until then — the
  // stream's first event comes at once and sets the clock offset
  const [latest, setLatest] = useState<Live | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const [streaming, setStreaming] = useState(false);
  const live = latest && latest._id === initial?._id ? latest : initial;
  const take = (lot: Live) => {
    setLatest(lot);
    setOffset(Date.parse(lot.serverNow) - Date.now());
  };

  useEffect(() => {
    if (!workId) return;
    const hear = (lot: Live) => {
      setLatest(lot);
      setOffset(Date.parse(lot.serverNow) - Date.now());
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      if (poll) return;
      poll = setInterval(() => {
        fetch(`/api/v1/auction/works/${workId}/live`, { cache: 'no-store' })
          .then((res) => (res.ok ? (res.json() as Promise<{ lot: Live }>) : null))
          .then((body) => body && hear(body.lot))
          .catch(() => {});
      }, POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return stopPolling;
    }
    const source = new EventSource(`/api/v1/auction/works/${workId}/events`);
    source.addEventListener('lot', (event) => {
      hear(JSON.parse((event as MessageEvent<string>).data) as Live);
      setStreaming(true);
      stopPolling();
    });
    // the browser reconnects by itself; the page polls until the stream speaks again
    source.onerror = () => {
      setStreaming(false);
      startPolling();
    };
    return () => {
      source.close();
      stopPolling();
    };
  }, [workId]);

  return {
    live,
    offset,
    streaming,
    setLive: take,
  };
}

/** Milliseconds to `closesAt` by the server's clock (the device's clock plus the measured offset). */
export function useTimeLeft(closesAt: string | undefined, offset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (!closesAt) return null;
  return Math.max(0, Date.parse(closesAt) - (now + offset));
}

export function formatLeft(ms: number): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const hh = String(Math.floor((s % 86_400) / 3_600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3_600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return d > 0 ? `${d}d ${hh}:${mm}:${ss}` : `${hh}:${mm}:${ss}`;
}
