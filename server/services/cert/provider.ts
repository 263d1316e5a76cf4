import type { Gender } from '#domain/constants.ts';

/** Who the provider verified. CI never leaves the provider adapter; DI only to be HMAC'd. */
export interface CertIdentity {
  name: string;
  /** Digits only. */
  phone: string;
  /** YYYYMMDD; null when the provider gives none (KCP's test server returns it empty). */
  birth: string | null;
  gender: Gender | null;
  /** local_code 02 (외국인); null when not given. */
  foreigner: boolean | null;
  /** The provider's per-site person id: stored only as an HMAC (certResults.diKey). */
  di: string | null;
}

/** What the request page shows: the provider's window as an auto-submitting form, or the simulator. */
export type CertStartPage =
  | {
      kind: 'form';
      /** The provider's window URL. */
      action: string;
      fields: Record<string, string>;
      /** Kept with the order and handed back to `complete` (KCP's up_hash). */
      state: string | null;
    }
  | { kind: 'simulator' };

export type CertOutcome =
  { ok: true; identity: CertIdentity } | { ok: false; reason: 'cancelled' | 'failed' };

export interface CertStartRequest {
  /** ordr_idxx: random, stored with a TTL, echoed by the provider. */
  orderId: string;
  /** Absolute URL of POST /common/kcp/cert/response (KCP's Ret_URL). */
  returnUrl: string;
  /** Page-switch instead of a popup (KCP's kcp_page_submit_yn=Y). */
  pageMode: boolean;
  now: Date;
}

/**
 * An identity-verification provider behind /common/kcp/cert/request and /response (docs/design.md §
 * Identity verification): the built-in simulator (default, tests) or NHN KCP (CERT_PROVIDER=kcp).
 */
export interface CertProvider {
  readonly name: 'simulator' | 'kcp';
  /** Prepares the provider's window; throws when the provider cannot be reached. */
  start(request: CertStartRequest): Promise<CertStartPage>;
  /** Checks and decodes the provider's POST to the response URL for the stored order. */
  complete(
    post: Record<string, string>,
    order: { orderId: string; state: string | null },
  ): Promise<CertOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated before ready to use another provider (tests); otherwise from CERT_PROVIDER. */
    certProvider?: CertProvider;
  }
}
