import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { scaleConfigOf, scaleEnvShape } from './scaleConfig.ts';
import type { ScaleConfig } from './scaleConfig.ts';

/** The in-memory PGlite database (tests); no file of the data dir is touched except uploads. */
export const MEMORY_DATA_DIR = 'memory://';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

const envSchema = z.object({
  PORT: int(3000, 0, 65535),
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
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ACCESS_TOKEN_TTL: int(900, 30, 86_400),
  REFRESH_TOKEN_TTL: int(43_200, 60, 30 * 86_400),
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
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default('./dist')),
  ...scaleEnvShape,
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
  trustProxy: boolean;
  logLevel: string;
  /** Absolute path of the built client (Vite's dist/). */
  clientDir: string;
  /** Several instances: Redis, S3, public-read cache, pool (server/scaleConfig.ts). */
  scale: ScaleConfig;
  /** Online meetings get `<this>/<random room>` (a Jitsi-style server needs no account). */
  videoRoomBaseUrl: string;
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
    logLevel: e.LOG_LEVEL,
    clientDir: resolve(e.CLIENT_DIR),
    scale: scaleConfigOf(e),
    videoRoomBaseUrl: e.VIDEO_ROOM_BASE_URL.replace(/\/+$/, ''),
  };
}

/**
 * A JWT secret that survives restarts without configuration: generated once, kept in the data dir
 * readable by the owner only. An in-memory data dir gets a fresh secret each time.
 */
function persistentSecret(dataDir: string): string {
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}
