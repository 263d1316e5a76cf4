import { z } from 'zod';
import { emptyToUndefined, optionalText, wholeNumber } from './envFields.ts';

/**
 * Settings for running several instances (docs/decisions/0009-scale-out-and-rush.md): shared rate limits
 * in Redis, files in S3-compatible storage, the public-read micro-cache and the database pool. Part of
 * server/config.ts's environment schema; each variable is in the README's configuration table.
 */

export const scaleEnvShape = {
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().default('cnh:')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  PUBLIC_CACHE_MS: wholeNumber(1000, 0, 30_000),
  DATABASE_POOL_MAX: wholeNumber(20, 1, 500),
};

type ScaleEnv = z.output<z.ZodObject<typeof scaleEnvShape>>;

export interface S3Config {
  /** e.g. `https://s3.ap-northeast-2.amazonaws.com`, or a MinIO / R2 / NCP endpoint. */
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  region: string;
}

export interface ScaleConfig {
  /** Shared counters of the rate limits; without it each instance counts alone. */
  redisUrl: string | undefined;
  /** Prefix of this deployment's keys in that Redis. */
  redisPrefix: string;
  /** Uploaded files go to this bucket; without it to `${DATA_DIR}/files`. */
  s3: S3Config | undefined;
  /** Public reads (schedules, popups, notices) are answered from memory this long; 0 turns it off. */
  publicCacheMs: number;
  /** Connections of this instance to PostgreSQL. */
  databasePoolMax: number;
}

/** The scale-out part of the configuration; S3 is on when S3_BUCKET is set. */
export function scaleConfigOf(env: ScaleEnv): ScaleConfig {
  return {
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION,
        }
      : undefined,
    publicCacheMs: env.PUBLIC_CACHE_MS,
    databasePoolMax: env.DATABASE_POOL_MAX,
  };
}

/** The settings of a single instance with nothing shared (tests): no Redis, no S3, no micro-cache. */
export const SINGLE_INSTANCE: ScaleConfig = {
  redisUrl: undefined,
  redisPrefix: 'cnh:',
  s3: undefined,
  publicCacheMs: 0,
  databasePoolMax: 4,
};
