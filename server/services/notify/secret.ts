import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { outbox } from '../../db/schema/index.ts';
import type { OutboxInsert } from './outbox.ts';

/**
 * Messages that carry a secret (a verification code, docs/security.md § Verification codes and the outbox).
 * No manager may read one, whatever their scopes, so the secret never enters the subject or body the console
 * lists, exports and shows: they hold SECRET_MASK in its place, and the clear secret waits in
 * `outbox.secret`, which the console never selects, only until the transport takes it (SMTP, the SMS
 * provider) or — without one, where the outbox is the delivery sink — until the code is used or expires.
 */

/** What the console shows where a secret goes. */
export const SECRET_MASK = '●●●●●●';

type Executor = Pick<Db, 'update'>;

export interface SecretMessageInput {
  channel: OutboxInsert['channel'];
  to: string;
  secret: string;
  /** When the secret opens nothing any more: its clear copy is wiped by then at the latest. */
  expiresAt: Date;
  /** The message around `shown`: called with SECRET_MASK for the stored text, with the secret to deliver. */
  compose(shown: string): { subject: string | null; body: string };
}

/** The outbox row of a message carrying a secret: its text redacted, the secret apart. */
export function secretMessage(input: SecretMessageInput): OutboxInsert {
  const stored = input.compose(SECRET_MASK);
  const delivered = input.compose(input.secret);
  // The transport gets the stored text with the mask filled in: a template that wrote the secret any other
  // way would store it in clear, or deliver the mask.
  if (
    input.secret.includes(SECRET_MASK) ||
    !stored.body.includes(SECRET_MASK) ||
    withSecret(stored.body, input.secret) !== delivered.body ||
    withSecret(stored.subject ?? '', input.secret) !== (delivered.subject ?? '')
  ) {
    throw new Error('a secret message must show its secret only where compose puts it');
  }
  return {
    channel: input.channel,
    to: input.to,
    subject: stored.subject,
    body: stored.body,
    secret: input.secret,
    secretExpiresAt: input.expiresAt,
  };
}

/** The text to hand to the transport: the mask replaced by the clear secret. */
export function withSecret(text: string, secret: string): string {
  return text.replaceAll(SECRET_MASK, secret);
}

/** Forgets one message's clear secret (its code was used, or can no longer be). */
export async function wipeSecret(db: Executor, outboxId: string): Promise<void> {
  await db.update(outbox).set({ secret: null }).where(eq(outbox.id, outboxId));
}

/**
 * Forgets every secret past its expiry. Run on the writes and reads that touch secrets (queueing, checking
 * a code, delivering, the console's reads), so no clear secret outlives its code by more than the next
 * request — a sweep in the database, never an in-process timer.
 */
export async function wipeExpiredSecrets(db: Executor, now = new Date()): Promise<void> {
  await db
    .update(outbox)
    .set({ secret: null })
    .where(and(isNotNull(outbox.secret), lte(outbox.secretExpiresAt, now)));
}
