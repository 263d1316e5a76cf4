import { loadPaymentConfig } from './config.ts';
import { createKcpPaymentProvider } from './kcp.ts';
import type { PaymentProvider } from './provider.ts';
import { simulatorProvider } from './simulator.ts';

/** The provider PAYMENT_PROVIDER names (the simulator unless `kcp`); a bad configuration throws at start. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const config = loadPaymentConfig(env);
  if (config.provider === 'kcp' && config.kcp) return createKcpPaymentProvider(config.kcp);
  return simulatorProvider;
}
