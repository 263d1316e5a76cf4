import fastifySwagger from '@fastify/swagger';
import type { SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';

export const DOCS_PREFIX = '/api/docs';

/** A stored file of any type, answered with the type it was stored with. */
export const STORED_FILE = 'application/octet-stream';

/**
 * The parts of a multipart/form-data request, for the docs: text fields and file fields by name, with
 * what each holds. A route that takes multipart says so with `config: { multipart: … }`.
 */
export interface MultipartDoc {
  /** The text fields: by name with what each holds, or the zod schema they are checked with. */
  fields?: Record<string, string> | z.ZodType;
  /** `many`: the field repeats, one file each. */
  files: Record<string, { description: string; many?: boolean }>;
  required?: string[];
  /** The route also takes the text fields as application/json. */
  json?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartDoc;
  }
}

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<SwaggerTransform>[0];

/** The text fields as a JSON schema (an object, or the union a zod schema describes). */
function fieldsSchema(fields: MultipartDoc['fields']): JsonSchema {
  if (fields instanceof z.ZodType) {
    const { $schema: _, ...schema } = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' });
    return schema;
  }
  const properties = Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, description]) => [name, { type: 'string', description }]),
  );
  return { type: 'object', properties };
}

function multipartRequestBody(doc: MultipartDoc): JsonSchema {
  const binary = { type: 'string', format: 'binary' };
  const files = Object.fromEntries(
    Object.entries(doc.files).map(([name, { description, many }]) => [
      name,
      many ? { type: 'array', items: binary, description } : { ...binary, description },
    ]),
  );
  const text = fieldsSchema(doc.fields);
  const required = doc.required?.length ? { required: doc.required } : {};
  const content: JsonSchema = {
    'multipart/form-data': {
      schema: { type: 'object', properties: files, ...required, allOf: [text] },
    },
  };
  if (doc.json) content['application/json'] = { schema: text };
  return { content };
}

/** `GET /api/console/users/:_id/file` → `getApiConsoleUsersByIdFile`: unique as method + URL are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const capitalized = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalized.join('');
}

/**
 * The zod transform, then what the route schemas cannot say for themselves: every operation an
 * operationId; a multipart route its form fields and files (a `body` schema would make Fastify validate
 * the stream); a route that `produces` a non-JSON type (a download, an export, an invite) a binary 200.
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: JsonSchema;
    url: string;
  };
  const { route } = input;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const schema: JsonSchema = { ...out.schema };
  schema.operationId ??= operationIdOf(method, route.url);

  const multipart = route.config?.multipart;
  if (multipart) schema.body = multipartRequestBody(multipart);

  const produces = (schema.produces as string[] | undefined)?.filter((type) => !type.includes('json'));
  if (produces?.length) {
    const response = { ...(schema.response as JsonSchema | undefined) };
    response['200'] = {
      description: (schema.summary as string | undefined) ?? 'The file',
      content: Object.fromEntries(
        produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
    schema.response = response;
  }
  return { ...out, schema };
}

/**
 * OpenAPI generated from the zod schemas of the routes, with Swagger UI at /api/docs. Swagger UI loads
 * only its own files (no inline script), so it works under the app's strict CSP.
 *
 * OpenAPI 3.0, not 3.1: Swagger UI resolves a 3.1 document of our size (430 operations, 1.2 MB) in
 * 8–9 s and a 3.0 one in under 3. The tags open collapsed: expanded, the 430 operations rendered
 * only part way in headless Chromium until the page was scrolled, and a reader finds an area by its tag.
 *
 * A route takes multipart/form-data only when its docs say so (`config.multipart`): any other route
 * answers such a request 415, so the document cannot miss an upload.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
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
      transform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null },
    });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && !request.routeOptions.config.multipart) {
        throw new HttpError(415, 'unsupportedMediaType');
      }
    });
  },
  { name: 'docs' },
);

/** The docs of a request that carries one file in the field `upload` (and nothing else). */
export function oneUpload(description: string): { multipart: MultipartDoc } {
  return { multipart: { files: { upload: { description } }, required: ['upload'] } };
}
