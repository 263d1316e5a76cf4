import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { outbox } from '../../db/schema/index.ts';
import { createMailTransport, mailFrom } from './mail.ts';
import { withSecret } from './secret.ts';
import { smsProviderOf } from './sms.ts';
import { emailTemplate, smsTemplate } from './templates.ts';
import type { NotifyData, NotifyEvent } from './templates.ts';

export type OutboxInsert = typeof outbox.$inferInsert;

/**
 * The applicant's notifications of `event` as outbox rows: an e-mail (when there is an address) and an
 * SMS. The application services insert them in the same transaction as the application, so an
 * acknowledged submit always has its notifications recorded; delivery happens after the commit.
 */
export function applicantNotifications(
  event: NotifyEvent,
  data: NotifyData & { email: string | null; phone: string },
): OutboxInsert[] {
  const rows: OutboxInsert[] = [];
  if (data.email) {
    const mail = emailTemplate(event, data);
    rows.push({ channel: 'email', to: data.email, subject: mail.subject, body: mail.text });
  }
  rows.push({ channel: 'sms', to: data.phone, subject: null, body: smsTemplate(event, data) });
  return rows;
}

export interface Notifier {
  /** Delivers these outbox rows after the response, off the request's path. */
  schedule(ids: readonly string[]): void;
  /** Sends now and records `sent`/`failed`; never throws. */
  deliver(ids: readonly string[]): Promise<void>;
  /** Waits for the deliveries under way. */
  flush(): Promise<void>;
  /** flush, then close the SMTP connection pool (the app's onClose). */
  close(): Promise<void>;
}

/**
 * Mail through nodemailer when SMTP is configured, SMS through the app's provider; without them the
 * rows stay `pending` in the outbox for the console. A failed send is recorded as `failed` with its
 * error and never fails the submit that caused it; a slow mail server never slows a submit.
 */
export function createNotifier(app: FastifyInstance): Notifier {
  let transport: Transporter | null | undefined;
  const mail = () =>
    transport === undefined ? (transport = createMailTransport(app.config.smtp)) : transport;
  const running = new Set<Promise<void>>();

  const mark = (id: string, values: Partial<OutboxInsert>) =>
    app.db.update(outbox).set(values).where(eq(outbox.id, id));

  async function deliver(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const sms = smsProviderOf(app);
    try {
      const rows = await app.db
        .select()
        .from(outbox)
        .where(inArray(outbox.id, [...ids]));
      for (const row of rows) {
        if (row.status !== 'pending') continue;
        const now = new Date();
        if (row.secretExpiresAt && (!row.secret || row.secretExpiresAt <= now)) {
          // its code was used or expired before a transport took it: the mask alone helps nobody
          await mark(row.id, {
            status: 'failed',
            error: 'code expired or used before delivery',
            secret: null,
          });
          continue;
        }
        // the transport gets the secret; the stored row keeps only the mask (notify/secret.ts)
        const reveal = (text: string) => (row.secret ? withSecret(text, row.secret) : text);
        try {
          if (row.channel === 'email') {
            const smtp = mail();
            if (!smtp) continue;
            await smtp.sendMail({
              from: mailFrom(app.config.smtp),
              to: row.to,
              subject: reveal(row.subject ?? ''),
              text: reveal(row.body),
              ...(row.html ? { html: row.html } : {}),
              ...(row.attachments ? { attachments: row.attachments } : {}),
            });
          } else {
            if (!sms.sends) continue;
            await sms.send({ to: row.to, text: reveal(row.body) });
          }
          await mark(row.id, { status: 'sent', sentAt: new Date(), error: null, secret: null });
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          // the address and text stay out of the log: the outbox row has them
          app.log.warn({ outboxId: row.id, channel: row.channel }, 'notification not delivered');
          // a failed code is not retried (the member asks for a new one): its secret goes too
          await mark(row.id, { status: 'failed', error: text.slice(0, 500), secret: null }).catch(() => {});
        }
      }
    } catch (error) {
      app.log.error({ err: error }, 'outbox delivery failed');
    }
  }

  return {
    deliver,
    schedule(ids) {
      if (ids.length === 0 || (!app.config.smtp.host && !smsProviderOf(app).sends)) return;
      const job: Promise<void> = deliver(ids).finally(() => running.delete(job));
      running.add(job);
    },
    async flush() {
      await Promise.allSettled([...running]);
    },
    async close() {
      await Promise.allSettled([...running]);
      transport?.close();
    },
  };
}
