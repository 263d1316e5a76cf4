import type { FastifyError, FastifyInstance } from 'fastify';
import { errorHandler, localeOf } from '#server/http/errors.ts';
import { WindowRefusal } from '#server/services/applications/window.ts';

/**
 * A write outside the application window is a 403 whose message is the schedule's own text (Korean) or its
 * translation (English, Chinese); every other error is answered as everywhere. For the route files that
 * write applications.
 */
export function answerWindowRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WindowRefusal) {
      return reply
        .status(403)
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(error.body(localeOf(request)));
    }
    return errorHandler(error as FastifyError, request, reply);
  });
}
