import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z
  .object({
    CERT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulator', 'kcp']).default('simulator')),
    KCP_SITE_CD: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9]{5,10}$/, { error: 'must be the site code KCP issued (e.g. AO0QE)' })
        .optional(),
    ),
    /** The KCP-issued certificate: its PEM text, or the path of the PEM file. */
    KCP_CERT_INFO: optionalText,
    /** The encrypted PKCS#8 private key: PEM text, or the path of the PEM file. */
    KCP_PRIVATE_KEY: optionalText,
    KCP_PRIVATE_KEY_PASSPHRASE: optionalText,
    KCP_ENV: z.preprocess(emptyToUndefined, z.enum(['test', 'production']).default('test')),
    KCP_WEB_SITEID: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.CERT_PROVIDER !== 'kcp') return;
    for (const name of ['KCP_SITE_CD', 'KCP_CERT_INFO', 'KCP_PRIVATE_KEY'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with CERT_PROVIDER=kcp' });
    }
  });

export interface KcpConfig {
  siteCd: string;
  /** PEM text of the certificate. */
  certInfo: string;
  /** PEM text of the private key. */
  privateKey: string;
  passphrase: string | undefined;
  env: 'test' | 'production';
  webSiteId: string | undefined;
}

export interface CertConfig {
  provider: 'simulator' | 'kcp';
  kcp: KcpConfig | null;
}

export class CertConfigError extends Error {
  override name = 'CertConfigError';
}

/** PEM given inline (`-----BEGIN …`, `\n` escapes allowed) or as a file path. */
function pem(value: string, name: string): string {
  const inline = value.replaceAll('\\n', '\n');
  if (inline.trimStart().startsWith('-----BEGIN')) return inline;
  if (!existsSync(value)) throw new CertConfigError(`${name}: neither PEM text nor an existing file`);
  return readFileSync(value, 'utf8');
}

/**
 * Identity-verification settings from the environment, validated like server/config.ts: CERT_PROVIDER
 * (simulator by default, kcp for NHN KCP), KCP_SITE_CD, KCP_CERT_INFO, KCP_PRIVATE_KEY,
 * KCP_PRIVATE_KEY_PASSPHRASE, KCP_ENV (test | production), KCP_WEB_SITEID (optional).
 */
export function loadCertConfig(env: NodeJS.ProcessEnv = process.env): CertConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '?')}: ${issue.message}`);
    throw new CertConfigError(`Invalid identity-verification configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CERT_PROVIDER === 'simulator') return { provider: 'simulator', kcp: null };
  return {
    provider: 'kcp',
    kcp: {
      siteCd: e.KCP_SITE_CD ?? '',
      certInfo: pem(e.KCP_CERT_INFO ?? '', 'KCP_CERT_INFO'),
      privateKey: pem(e.KCP_PRIVATE_KEY ?? '', 'KCP_PRIVATE_KEY'),
      passphrase: e.KCP_PRIVATE_KEY_PASSPHRASE,
      env: e.KCP_ENV,
      webSiteId: e.KCP_WEB_SITEID,
    },
  };
}
