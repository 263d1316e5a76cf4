import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The real server (`node server/main.ts`) as a child process, for tests and the bench that need a
 * process to kill, restart or run twice. It prints "Site: http://host:port/" when it listens.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
  /** `http://127.0.0.1:<port>` once `ready` resolved. */
  ready: Promise<string>;
  /** SIGTERM and wait; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

export interface ServerOptions {
  /** DATA_DIR (PGlite, uploaded files, generated secrets). */
  dataDir: string;
  /** Other variables of server/config.ts: DATABASE_URL, PORT, REDIS_URL … */
  env?: Record<string, string | undefined>;
  /** Where HOME and TMPDIR point, so nothing is written outside the test's directory. */
  homeDir?: string;
  readyTimeoutMs?: number;
}

/** Demo accounts' passwords of the test helpers (tests/helpers/app.ts TEST_ADMIN, TEST_SCHEDULER). */
export const SERVER_ADMIN = { username: 'admin', password: 'Admin!2345' } as const;

/** The server's V8 flags, as `npm start` gives them (docs/decisions/0066-young-generation-of-32-mb.md). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export function startServer(options: ServerOptions): ServerProcess {
  let output = '';
  const home = options.homeDir ?? options.dataDir;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      PATH: process.env.PATH,
      TMPDIR: home,
      HOME: home,
      DATA_DIR: options.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      SCHEDULE_ADMIN_PASSWORD: 'Sched!2345',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: join(home, 'no-client-build'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const ready = (async () => {
    const until = Date.now() + (options.readyTimeoutMs ?? 45_000);
    while (Date.now() < until) {
      const match = /Site: +(http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited before it was ready:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server not ready in time:\n${output}`);
  })();
  ready.catch(() => {});

  return {
    child,
    output: () => output,
    exited,
    ready,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Peak and current resident memory of a process in bytes (Linux /proc), or null once it is gone. */
export async function memoryOf(pid: number): Promise<{ peak: number; rss: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { peak: kb('VmHWM') * 1024, rss: kb('VmRSS') * 1024 };
  } catch {
    return null;
  }
}

/**
 * Probes `/readyz` as a load balancer does until it answers 200: right after the start the event-loop
 * check may still see the boot's own work (a busy CI machine runs several servers at once).
 */
export async function untilReady(base: string, timeoutMs = 30_000): Promise<unknown> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const res = await fetch(`${base}/readyz`);
    const text = await res.text();
    if (res.status === 200) return JSON.parse(text);
    last = `${res.status} ${text}`;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base}/readyz never answered 200 in ${timeoutMs} ms; last: ${last}`);
}
