import { outgoingMessageSchema } from '#domain/schemas/outgoing.ts';
import { sendRoutes } from './_consoleSender.ts';

/**
 * `POST /api/console/message` (to, subject, message): a manager texts one person; it lands in the outbox
 * like every message.
 */
export default sendRoutes({
  summary: 'Send a text message (SMS/LMS) to a mobile number',
  description: '`to` is 10–11 digits. 201 with the outbox entry.',
  body: outgoingMessageSchema,
  toOutbox: ({ to, subject, message }) => ({ channel: 'sms', to, subject, body: message }),
});
