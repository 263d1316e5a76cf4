import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_SOCKETS } from '#server/http/acceptors.ts';
import { startServer } from '../helpers/server.ts';
import type { ServerProcess } from '../helpers/server.ts';

/**
 * The server listens with ACCEPT_SOCKETS sockets on its port (docs/decisions/0064-orders-written-in-groups.md
 * § Accepting connections): each serves as Fastify's own does, and a second instance on the same port is
 * refused, as with one socket, instead of sharing the port.
 */

let home: string;
let server: ServerProcess;
let base: string;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'cnh-accept-'));
  server = startServer({ dataDir: join(home, 'data'), homeDir: home });
  base = await server.ready;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

/** Listening TCP sockets on `port` (Linux /proc/net/tcp: state 0A is LISTEN). */
async function listeningOn(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const table = await readFile('/proc/net/tcp', 'utf8');
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A').length;
}

/** One GET on a connection of its own (no kept-alive socket reused). */
function onNewConnection(url: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sockets accepting connections', () => {
  it('listens on several sockets of one port, each answering as the server does', async () => {
    const port = Number(new URL(base).port);
    expect(await listeningOn(port)).toBe(ACCEPT_SOCKETS);
    // the kernel spreads new connections over the sockets: forty land on every one of them
    const answers = await Promise.all(Array.from({ length: 40 }, () => onNewConnection(`${base}/healthz`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const missing = await Promise.all(
      Array.from({ length: 40 }, () => onNewConnection(`${base}/api/v1/nope`)),
    );
    expect(missing.map((a) => a.status)).toEqual(Array(40).fill(404));
  });

  it('refuses to start a second server on the same port', async () => {
    const port = new URL(base).port;
    const second = startServer({ dataDir: join(home, 'second'), homeDir: home, env: { PORT: port } });
    try {
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('EADDRINUSE');
      expect(await listeningOn(Number(port))).toBe(ACCEPT_SOCKETS);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
