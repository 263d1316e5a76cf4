import type { FastifyInstance } from 'fastify';

export interface SmsMessage {
  /** Digits only, 10 or 11 (domain/schemas/account.ts phoneSchema). */
  to: string;
  text: string;
}

/**
 * Where SMS go. `outbox` (the default) sends nothing: the messages stay in the outbox table, pending,
 * for the console to show. A real provider (SOLAPI, NHN Cloud, Aligo: docs/reference/korea.md § 5) sets
 * `sends` and implements `send`; a thrown error marks the message failed.
 */
export interface SmsProvider {
  readonly name: string;
  readonly sends: boolean;
  send(message: SmsMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated before ready to use a real provider (or a test double); otherwise the outbox. */
    smsProvider?: SmsProvider;
  }
}

export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  sends: false,
  async send() {
    throw new Error('the outbox SMS provider keeps messages in the outbox');
  },
};

export function smsProviderOf(app: FastifyInstance): SmsProvider {
  return app.smsProvider ?? outboxSmsProvider;
}
