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
import { releaseFiles } from '#server/services/files.ts';
import { createForm } from '#server/services/forms.ts';
import { readMultipartForm } from '#server/services/multipartForm.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';

/** The multipart field that carries the files (repeated, at most FORM_FILES_MAX). */
const FILES_FIELD = 'files';

/** A form's parts: its files private as they stream in, a refused form leaving none behind. */
const FORM_PARTS = {
  filesField: FILES_FIELD,
  limits: { files: FORM_FILES_MAX, fileSize: FORM_FILE_MAX_BYTES + 1, fields: 20, fieldSize: 20_000 },
  upload: { allowed: FORM_FILE_TYPES, maxBytes: FORM_FILE_MAX_BYTES, visibility: 'private' as const },
};

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
        ? await readMultipartForm(app, request, FORM_PARTS)
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
