import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  FORM_FILES_MAX,
  formInputSchema,
} from '#domain/schemas/form.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import { releaseFiles, storeUpload } from '#server/services/files.ts';
import { createForm } from '#server/services/forms.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';

/** The multipart field that carries the files (repeated, at most FORM_FILES_MAX). */
const FILES_FIELD = 'files';

/**
 * The text fields and the stored files of a multipart form. A file is stored as it streams in (private); if
 * anything fails the ones stored so far are deleted, so a refused form leaves nothing behind.
 */
async function readMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; fileIds: string[] }> {
  const fields: Record<string, string> = {};
  const fileIds: string[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: FORM_FILES_MAX, fileSize: FORM_FILE_MAX_BYTES + 1, fields: 20, fieldSize: 20_000 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== FILES_FIELD) {
        part.file.resume();
      } else {
        const file = await storeUpload(app, part, {
          allowed: FORM_FILE_TYPES,
          maxBytes: FORM_FILE_MAX_BYTES,
          visibility: 'private',
        });
        fileIds.push(file._id);
      }
    }
  } catch (error) {
    await releaseFiles(app, fileIds);
    throw error;
  }
  return { fields, fileIds };
}

/** Field → first message of a failed parse (the Korean texts of the domain schema, localized on the way out). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return errors;
}

/**
 * POST /api/v1/forms — a form of the site (`/default-form`) with its files (docs/spec.md § 7 "Forms and their
 * files").
 */
const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = anonymousWriteLimiter(app, 'form');
  const notifier = createNotifier(app);
  app.addHook('onClose', () => notifier.close());

  app.post(
    '/',
    {
      config: {
        multipart: {
          fields: formInputSchema,
          files: { [FILES_FIELD]: { description: 'pdf, xlsx, jpg or png, at most 50 MB each', many: true } },
          json: true,
        },
      },
      schema: {
        tags: ['site'],
        summary: 'Send a form with its files',
        description:
          'multipart/form-data: the fields `code` (`default-form`), `name`, `email`, `phone` (optional, digits), ' +
          '`subject` (optional), `message`, and up to 5 `files` (pdf, xlsx, jpg, png; 50 MB each, type checked ' +
          'by content). application/json takes the same fields without files. The address set in the console ' +
          '(PUT /api/console/forms/email) gets an e-mail. 201; 400 invalid input; 413 too large or too many ' +
          'files; 415 wrong file type; 429 past 10 forms an hour from one address.',
        response: {
          201: z.object({ form: z.object({ _id: z.uuid() }) }),
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await writes.count(request.ip, reply);
      const { fields, fileIds } = request.isMultipart()
        ? await readMultipart(app, request)
        : { fields: request.body ?? {}, fileIds: [] };
      const parsed = formInputSchema.safeParse(fields);
      if (!parsed.success) {
        await releaseFiles(app, fileIds);
        throw new HttpError(400, 'invalidInput', fieldErrors(parsed.error));
      }
      let created: Awaited<ReturnType<typeof createForm>>;
      try {
        created = await createForm(app.db, parsed.data, fileIds, { address: request.ip });
      } catch (error) {
        await releaseFiles(app, fileIds);
        throw error;
      }
      notifier.schedule(created.outboxIds);
      return reply.code(201).send({ form: { _id: created._id } });
    },
  );
};

export default formRoutes;
