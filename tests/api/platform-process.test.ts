import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '#server/db/lock.ts';
import { TEST_ADMIN, usesPostgres } from '../helpers/app.ts';

// The PGlite data-dir lock (docs/reference/stack-notes.md trap 18). PGlite only: the PostgreSQL project skips
// it.
const pglite = !usesPostgres();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cnh-process-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string): Started {
  let output = '';
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      TMPDIR: dir,
      HOME: dir,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SCHEDULE_ADMIN_PASSWORD: 'Sched!2345',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: join(dir, 'no-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function ready(process_: Started, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const match = /Site: +(http:\/\/\S+)\//.exec(process_.output());
    if (match?.[1]) return match[1];
    if (process_.child.exitCode !== null) throw new Error(`exited early:\n${process_.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready in time:\n${process_.output()}`);
}

describe.runIf(pglite)('one process per PGlite DATA_DIR', () => {
  it(
    'refuses a second process with a clear message; the first shuts down cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(dir, 'data');
      const first = start(dataDir);
      try {
        const base = await ready(first, 45_000);
        expect(await readFile(join(dataDir, 'pgdata.lock'), 'utf8')).toBe(`${first.child.pid}\n`);

        const second = start(dataDir);
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain('another process uses DATA_DIR');
        expect(second.output()).toContain(String(first.child.pid));

        // the first is unharmed
        const res = await fetch(`${base}/api/v1/application/schedules`);
        expect(res.status).toBe(200);
        expect((await res.json()).schedules[0].round).toBe(1);

        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
      } finally {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
      }
    },
  );
});

describe('lockDataDir', () => {
  it('takes over a lock left by a dead process', async () => {
    const dataDir = join(dir, 'stale');
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.on('exit', r));
    await rm(dataDir, { recursive: true, force: true });
    lockDataDir(dataDir)();
    await writeFile(join(dataDir, 'pgdata.lock'), `${dead.pid}\n`);
    const release = lockDataDir(dataDir);
    expect(await readFile(join(dataDir, 'pgdata.lock'), 'utf8')).toBe(`${process.pid}\n`);
    release();
    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
  });

  it('refuses a lock held by a live process', async () => {
    const dataDir = join(dir, 'held');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      lockDataDir(dataDir)();
      await writeFile(join(dataDir, 'pgdata.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/another process uses DATA_DIR/);
    } finally {
      holder.kill();
    }
  });
});
