import type { MessageInput } from '#domain/schemas/message.ts';
import type { Db } from '../db/index.ts';
import { outbox } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { getSetting } from './settings.ts';

/**
 * POST /api/v1/message: a visitor's contact message becomes one e-mail to the operator's address
 * (setting.email) in the outbox; the mailer sends it, or the console shows it without SMTP. The visitor's
 * address is the Reply-To in the body, never the sender, so the mail cannot be spoofed "from" them.
 */
export async function queueContactMessage(
  db: Db,
  input: MessageInput,
  meta: { address: string; at?: Date },
): Promise<{ _id: string }> {
  const { email: to } = await getSetting(db);
  if (!to) throw new HttpError(503, 'operatorEmailMissing');
  const at = meta.at ?? new Date();
  const subject = `[홈페이지 문의] ${input.subject || input.message.split('\n')[0]!.slice(0, 40)}`;
  const body = [
    `보낸 사람: ${input.name}`,
    `이메일(회신): ${input.email}`,
    `연락처: ${input.phone || '-'}`,
    `접수 일시: ${at.toISOString()}`,
    `접수 IP: ${meta.address}`,
    '',
    input.message,
  ].join('\n');
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'email', to, subject: subject.slice(0, 200), body })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox row not inserted');
  return { _id: row.id };
}
