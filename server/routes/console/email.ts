import { outgoingEmailSchema } from '#domain/schemas/outgoing.ts';
import { htmlToText, sanitizeRichText } from '#server/services/html.ts';
import { sendRoutes } from './_consoleSender.ts';

/**
 * `POST /api/console/email` (to, subject, html): a manager writes to one person; it lands in the outbox like
 * every message (`POST /api/console/message` is the text-message twin).
 */
export default sendRoutes({
  summary: 'Send an HTML e-mail',
  description: 'The HTML is sanitized; a plain-text part is made from it. 201 with the outbox entry.',
  body: outgoingEmailSchema,
  toOutbox: ({ to, subject, html }) => {
    const clean = sanitizeRichText(html);
    return { channel: 'email', to, subject, body: htmlToText(clean), html: clean };
  },
});
