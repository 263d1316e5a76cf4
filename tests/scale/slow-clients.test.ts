import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server.ts';
import type { ServerProcess } from '../helpers/server.ts';

/**
 * Slowloris: connections that never finish their headers hold a socket each until the server gives up on
 * them. The real server (its Node http server, not inject) must cut them once HEADERS_TIMEOUT_MS has
 * passed, and keep answering everyone else meanwhile. The bound is lowered to 1 s here; the assertion
 * allows several times that, so it does not race the clock.
 */

const HEADERS_TIMEOUT_MS = 1_000;
const SLOW_CLIENTS = 50;

let home: string;
let server: ServerProcess;
let base: string;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'cnh-slow-'));
  server = startServer({
    dataDir: join(home, 'data'),
    homeDir: home,
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
  });
  base = await server.ready;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

/** Opens a socket, sends a request line and one header, then nothing; resolves with the ms until closed. */
function slowClient(url: URL): Promise<{ socket: Socket; closedAfter: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('error', reject);
    socket.once('connect', () => {
      const start = performance.now();
      const closedAfter = new Promise<number>((done) => {
        socket.once('close', () => done(performance.now() - start));
      });
      socket.on('error', () => {}); // a reset counts as closed
      socket.resume(); // read the server's 408, or its end never arrives and 'close' never fires
      socket.write(`GET /api/v1/schedules HTTP/1.1\r\nHost: ${url.host}\r\n`);
      resolve({ socket, closedAfter });
    });
  });
}

describe('slow clients', () => {
  it('cuts connections that do not finish their headers in time, and serves others meanwhile', async () => {
    const url = new URL(base);
    const clients = await Promise.all(Array.from({ length: SLOW_CLIENTS }, () => slowClient(url)));
    try {
      // the server still answers a normal request while they hang
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);

      const closed = await Promise.race([
        Promise.all(clients.map((c) => c.closedAfter)),
        new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 20 * HEADERS_TIMEOUT_MS)),
      ]);
      expect(closed).not.toBe('open');
      for (const ms of closed as number[]) expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS * 0.9);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      for (const { socket } of clients) socket.destroy();
    }
  });
});
