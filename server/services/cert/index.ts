import type { FastifyInstance } from 'fastify';
import { loadCertConfig } from './config.ts';
import { createKcpProvider } from './kcp.ts';
import type { CertProvider } from './provider.ts';
import { simulatorProvider } from './simulator.ts';

export type { CertIdentity, CertProvider } from './provider.ts';

/** The provider CERT_PROVIDER names (the simulator unless `kcp`); a bad configuration throws at start. */
export function certProviderFromEnv(env: NodeJS.ProcessEnv = process.env): CertProvider {
  const config = loadCertConfig(env);
  if (config.provider === 'kcp' && config.kcp) return createKcpProvider(config.kcp);
  return simulatorProvider;
}

/**
 * Resolves the provider per request: the one decorated on the app (tests, another integration) or the
 * configured one, so a decorator added after the routes were registered still counts.
 */
export function certProviderResolver(app: FastifyInstance): () => CertProvider {
  const configured = certProviderFromEnv();
  return () => app.certProvider ?? configured;
}
