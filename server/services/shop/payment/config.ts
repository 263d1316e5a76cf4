import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { emptyToUndefined, optionalText } from '#server/envFields.ts';

/** Where NHN KCP's common notification (공통통보) comes from (KCP's guide), per KCP_ENV. */
export const KCP_NOTICE_SOURCES = {
  test: ['210.122.73.58'],
  production: ['203.238.36.173', '203.238.36.178', '103.215.144.173', '103.215.144.174'],
} as const;

const envSchema = z
  .object({
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulator', 'kcp']).default('simulator')),
    KCP_PAY_SITE_CD: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9]{5,10}$/, { error: 'must be the payment site code KCP issued (test: T0000)' })
        .optional(),
    ),
    KCP_PAY_SITE_NAME: optionalText,
    /** The KCP-issued certificate for the payment API: its PEM text, or the path of the PEM file. */
    KCP_PAY_CERT_INFO: optionalText,
    /** The PKCS#8 private key that signs cancels: PEM text, or the path of the PEM file. */
    KCP_PAY_PRIVATE_KEY: optionalText,
    KCP_PAY_PRIVATE_KEY_PASSPHRASE: optionalText,
    /** Addresses the deposit notice may come from, comma-separated; KCP's own per KCP_ENV by default. */
    KCP_PAY_NOTICE_IPS: optionalText,
    KCP_ENV: z.preprocess(emptyToUndefined, z.enum(['test', 'production']).default('test')),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER !== 'kcp') return;
    for (const name of ['KCP_PAY_SITE_CD', 'KCP_PAY_CERT_INFO', 'KCP_PAY_PRIVATE_KEY'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with PAYMENT_PROVIDER=kcp' });
    }
  });

export interface KcpPayConfig {
  siteCd: string;
  siteName: string;
  /** PEM text of the certificate. */
  certInfo: string;
  /** PEM text of the private key. */
  privateKey: string;
  passphrase: string | undefined;
  env: 'test' | 'production';
  noticeSources: readonly string[];
}

export interface PaymentConfig {
  provider: 'simulator' | 'kcp';
  kcp: KcpPayConfig | null;
}

export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';
}

/** PEM given inline (`-----BEGIN …`, `\n` escapes allowed) or as a file path. */
function pem(value: string, name: string): string {
  const inline = value.replaceAll('\\n', '\n');
  if (inline.trimStart().startsWith('-----BEGIN')) return inline;
  if (!existsSync(value)) throw new PaymentConfigError(`${name}: neither PEM text nor an existing file`);
  return readFileSync(value, 'utf8');
}

/**
 * The shop's payment settings from the environment, validated at start as identity verification's are
 * (server/services/cert/config.ts): PAYMENT_PROVIDER (simulator by default, kcp for NHN KCP standard
 * payment) and KCP_PAY_* — KCP issues the payment site code apart from the identity-verification one.
 */
export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '?')}: ${issue.message}`);
    throw new PaymentConfigError(`Invalid payment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'simulator') return { provider: 'simulator', kcp: null };
  return {
    provider: 'kcp',
    kcp: {
      siteCd: e.KCP_PAY_SITE_CD ?? '',
      siteName: e.KCP_PAY_SITE_NAME ?? 'Seoul Awards Shop',
      certInfo: pem(e.KCP_PAY_CERT_INFO ?? '', 'KCP_PAY_CERT_INFO'),
      privateKey: pem(e.KCP_PAY_PRIVATE_KEY ?? '', 'KCP_PAY_PRIVATE_KEY'),
      passphrase: e.KCP_PAY_PRIVATE_KEY_PASSPHRASE,
      env: e.KCP_ENV,
      noticeSources: e.KCP_PAY_NOTICE_IPS
        ? e.KCP_PAY_NOTICE_IPS.split(',').map((ip) => ip.trim())
        : KCP_NOTICE_SOURCES[e.KCP_ENV],
    },
  };
}
