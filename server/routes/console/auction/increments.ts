import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { incrementRowSchema, incrementsInputSchema } from '#domain/schemas/auction.ts';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { readIncrements, replaceIncrements } from '#server/services/auction/increments.ts';

const tags = ['console: auction/increments'];
const answer = z.object({ rows: z.array(incrementRowSchema) });

/**
 * `/api/console/auction/increments` (scope `auction`): the one increment table of every sale
 * (domain/auction/increments.ts), read and replaced as a whole. Bids already placed keep their prices; the
 * next bid on each lot steps by the new table.
 */
const auctionIncrementsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    { schema: { ...base, summary: 'The increment table', response: { 200: answer } } },
    async () => ({
      rows: await readIncrements(app.db),
    }),
  );

  app.put(
    '/',
    {
      schema: {
        ...base,
        summary: 'Replace the increment table',
        description: 'Ceilings rise, the last row alone has none (null), steps never shrink: else 400.',
        body: incrementsInputSchema,
        response: { 200: answer, 400: errorSchema },
      },
    },
    async (request) => ({ rows: await replaceIncrements(app.db, request.body.rows) }),
  );
};

export default auctionIncrementsRoutes;
