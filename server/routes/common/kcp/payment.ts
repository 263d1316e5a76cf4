import type { FastifyPluginAsync } from 'fastify';
import { kcpNotice } from '#server/services/shop/kcpPayment.ts';
import { kcpNoticeReply, type KcpNotice } from '#server/services/shop/payment/kcp.ts';
import { parseForm } from './cert/form.ts';

/**
 * `/common/kcp/payment/notice`: NHN KCP's common notification (공통통보, its URL registered in KCP's
 * admin) — a form KCP posts when a virtual account receives its deposit (TX00). Heard only from KCP's
 * addresses for our site code; answered with KCP's `result` form, 0000 once taken (KCP resends otherwise).
 */
export const kcpPaymentRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parseForm(body as Buffer)),
  );
  app.post('/notice', { schema: { hide: true } }, async (request, reply) => {
    const notify = (ids: readonly string[]) => app.shopNotifier.schedule(ids);
    // KCP's address is the check: the peer, or behind a proxy the address TRUST_PROXY lets us believe
    const answer = await kcpNotice(app.db, notify, request.ip, request.body as KcpNotice);
    return reply.status(answer.status).type('text/html; charset=utf-8').send(kcpNoticeReply(answer.ok));
  });
};
