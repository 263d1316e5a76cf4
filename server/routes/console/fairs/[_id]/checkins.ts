import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInAnswerSchema, checkInInputSchema } from '#domain/schemas/matchingDay.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { checkIn } from '#server/services/matching/checkIn.ts';

/**
 * `/api/console/fairs/{id}/checkins` (scope `fairs`): staff check a meeting in at the venue with the code of
 * its QR, once; a replay answers `alreadyCheckedIn` (docs/decisions/0040-the-fair-day.md § Check-in).
 */
const checkInRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      schema: {
        tags: ['console: fairs'],
        security: bearerSecurity,
        summary: 'Check a meeting in by its QR code (or the scanned URL)',
        params: z.object({ _id: z.uuid() }),
        body: checkInInputSchema,
        response: { 200: checkInAnswerSchema },
      },
    },
    async (request) =>
      checkIn(
        app.db,
        app.config.jwtSecret,
        request.params._id,
        request.body.code,
        request.user!._id,
        new Date(),
      ),
  );
};

export default checkInRoutes;
