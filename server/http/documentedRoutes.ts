import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity } from '#server/plugins/auth.ts';

/**
 * A route plugin's zod-typed app and the documentation all its routes share: its API-docs tags and the
 * bearer token they ask for (spread as `schema: { ...base, summary, … }`).
 */
export function documentedRoutes(fastify: FastifyInstance, tags: string[]) {
  return { app: fastify.withTypeProvider<ZodTypeProvider>(), base: { tags, security: bearerSecurity } };
}
