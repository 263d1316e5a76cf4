import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the zod schemas of the routes, with Swagger UI at /api/docs. Swagger UI loads
 * only its own files (no inline script), so it works under the app's strict CSP.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: '청년안심주택 API',
          description:
            'Public API (/api/v1), authentication (/api/auth) and management console (/api/console). ' +
            'Errors are `{ message, code, errors? }` with `message` in the Accept-Language (ko, en, cn).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'docs' },
);
