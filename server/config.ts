import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { emptyToUndefined, optionalText, wholeNumber } from './envFields.ts';
import { createFileOnce } from './fsAtomic.ts';
import { scaleConfigOf, scaleEnvShape } from './scaleConfig.ts';
import type { ScaleConfig } from './scaleConfig.ts';

/** The in-memory PGlite database (tests); no file of the data dir is touched except uploads. */
export const MEMORY_DATA_DIR = 'memory://';

const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

/** A signing secret shorter than this is refused, from the environment or from the data dir. */
const MIN_SECRET_BYTES = 32;

const TRUST_PROXY_HELP =
  'write the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer), ' +
  'or their addresses or CIDRs separated by commas (TRUST_PROXY=10.0.0.0/8,192.168.1.7); false trusts none';

/** Names proxy-addr (Fastify's trustProxy) knows besides addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: a hop count or a list of proxies, as Fastify's trustProxy takes them.
 * A bare `true` (every hop) is refused: it lets any client write its own address into the access log and
 * step around every per-address limit.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim().toLowerCase();
      if (['false', 'no', 'off', '0'].includes(text)) return false;
      if (['true', 'yes', 'on'].includes(text)) {
        ctx.addIssue({
          code: 'custom',
          message: `trusting every proxy lets any client forge its address; ${TRUST_PROXY_HELP}`,
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not an address or CIDR; ${TRUST_PROXY_HELP}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/** The site's public origin: scheme, host and port only, as every absolute URL we hand out starts. */
const publicUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value, ctx) => {
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        !/^https?:$/.test(url.protocol) ||
        url.username ||
        url.password ||
        url.pathname !== '/' ||
        url.search ||
        url.hash
      ) {
        ctx.addIssue({
          code: 'custom',
          message: "must be the site's public origin, e.g. https://house.example.kr (no path)",
        });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
);

const envSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => Buffer.byteLength(value) >= MIN_SECRET_BYTES, {
        error: `must be at least ${MIN_SECRET_BYTES} bytes (e.g. the output of \`openssl rand -base64 48\`)`,
      })
      .optional(),
  ),
  ACCESS_TOKEN_TTL: wholeNumber(900, 30, 86_400),
  REFRESH_TOKEN_TTL: wholeNumber(43_200, 60, 30 * 86_400),
  ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().min(4).default('admin')),
  ADMIN_PASSWORD: optionalText,
  SCHEDULE_ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().min(4).default('scheduler')),
  SCHEDULE_ADMIN_PASSWORD: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_FROM: optionalText,
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: publicUrl,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default('./dist')),
  // a client that has not sent its request headers by then is cut (slowloris); README § Deployment
  HEADERS_TIMEOUT_MS: wholeNumber(20_000, 100, 120_000),
  ...scaleEnvShape,
  // docs/decisions/0039-agenda-feed-and-reschedule.md § The large fair: 400 sellers and 170 buyers for trying and benchmarking (server/db/seedContent/largeFair.ts)
  SEED_FAIR_SCALE: bool(false),
  VIDEO_ROOM_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
  ),
});

export interface SmtpConfig {
  host: string | undefined;
  port: number | undefined;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string | undefined;
}

/** Whose X-Forwarded-For is believed: nobody, the last `number` hops, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as Fastify's option. Fastify (5.12) treats a number as "trust nobody", so a hop count is
 * given as proxy-addr's function: the `hops` addresses nearest to us are proxies, the next one is the
 * client. Like every hop count it believes whoever connects directly, hence the README's advice to
 * listen where only the proxy can reach the server, or to list the proxies instead.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path, or `memory://` for an in-memory PGlite (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  adminUsername: string;
  adminPassword: string | undefined;
  scheduleAdminUsername: string;
  scheduleAdminPassword: string | undefined;
  smtp: SmtpConfig;
  /** Whose X-Forwarded-* headers are believed (request.ip); never `true`, see TRUST_PROXY. */
  trustProxy: TrustProxy;
  /**
   * The site's origin as the public reaches it (`https://host[:port]`, no trailing slash): every absolute
   * URL we hand out (sitemap, robots.txt, mails, previews, the identity provider's return) starts with it,
   * never with a request's Host or X-Forwarded-Host.
   */
  publicUrl: string;
  logLevel: string;
  /** Absolute path of the built client (Vite's dist/). */
  clientDir: string;
  /** Milliseconds a connection may take to send its request headers (server/http/timeouts.ts). */
  headersTimeoutMs: number;
  /** Several instances: Redis, S3, public-read cache, pool (server/scaleConfig.ts). */
  scale: ScaleConfig;
  /** Online meetings get `<this>/<random room>` (a Jitsi-style server needs no account). */
  videoRoomBaseUrl: string;
  /** Seed the large fair once at start (SEED_FAIR_SCALE). */
  seedFairScale: boolean;
  /**
   * Tests only (never read from the environment): other limits for the anonymous writes and message
   * recipients than server/services/limits' tables, by their names there.
   */
  anonymousWriteLimits?: Partial<Record<string, { max: number; windowSeconds: number }>>;
  /**
   * Tests only (never read from the environment): another cap of a list's exact total than
   * server/http/keyset.ts' COUNT_CAP (docs/decisions/0048-capped-list-totals.md).
   */
  listCountCap?: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from the environment. A bad value throws a ConfigError naming every bad
 * variable, so the server stops before it opens anything.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration (environment variables):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    scheduleAdminUsername: e.SCHEDULE_ADMIN_USERNAME,
    scheduleAdminPassword: e.SCHEDULE_ADMIN_PASSWORD,
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      pass: e.SMTP_PASS,
      from: e.SMTP_FROM,
    },
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    clientDir: resolve(e.CLIENT_DIR),
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    scale: scaleConfigOf(e),
    videoRoomBaseUrl: e.VIDEO_ROOM_BASE_URL.replace(/\/+$/, ''),
    seedFairScale: e.SEED_FAIR_SCALE,
  };
}

/**
 * A JWT secret that survives restarts without configuration: generated once, kept in the data dir
 * readable by the owner only. An in-memory data dir gets a fresh secret each time. A file that holds less
 * than 32 bytes stops the start: a guessable key would let anyone sign a manager's token.
 */
function persistentSecret(dataDir: string): string {
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // another process starting at the same moment may have created it first: then theirs holds
  if (createFileOnce(file, `${secret}\n`, 0o600)) return secret;
  return readSecret(file) ?? secret;
}

/** The secret in `file`, undefined when there is none; a short one is a ConfigError naming the file. */
function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const bytes = Buffer.byteLength(text);
  if (bytes < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `The JWT signing secret in ${file} holds ${bytes} bytes; it must be at least ${MIN_SECRET_BYTES} bytes. ` +
        'Delete the file to have a new one generated at start (every login ends), ' +
        'or set JWT_SECRET to 32 or more random bytes (e.g. `openssl rand -base64 48`).',
    );
  }
  return text;
}
