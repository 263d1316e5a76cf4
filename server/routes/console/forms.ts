import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_CODES, formEmailInputSchema, formSchema } from '#domain/schemas/form.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { dateRangeQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { openStoredFile } from '#server/services/download.ts';
import { releaseFiles } from '#server/services/files.ts';
import {
  deleteForm,
  eachForm,
  FORM_EXPORT_COLUMNS,
  FORM_SORTS,
  formExportRow,
  getForm,
  getFormEmail,
  isFormFile,
  listForms,
  setFormEmail,
} from '#server/services/forms.ts';
import { listRoutes } from './_crud.ts';
import { logAccess, revealRoute, sendLoggedFile } from './_reveal.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';

const tags = ['console: forms'];
const filterQuery = {
  q: searchQuery.describe('searches subject, message, name and e-mail'),
  code: z.enum(FORM_CODES).optional(),
  ...dateRangeQuery(),
};
const idParams = z.object({ _id: z.uuid() });
const emailAnswer = z.object({ email: z.string().describe('empty: no notification') });

/**
 * `/api/console/forms`: the forms sent from the site with their files, and the address notified of each new
 * one (`/email`). Scope `forms`. Senders are masked unless one form is revealed; downloads are logged.
 */
const formsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  listRoutes(app, {
    tags,
    nouns: 'forms',
    masked: 'senders',
    personalData: { subjectType: 'forms' },
    title: '양식',
    plural: 'forms',
    record: formSchema,
    filters: filterQuery,
    sorts: FORM_SORTS,
    list: listForms,
    each: eachForm,
    exportColumns: FORM_EXPORT_COLUMNS,
    exportRow: formExportRow,
  });

  app.get(
    '/email',
    {
      schema: { ...base, summary: 'The address notified of each new form', response: { 200: emailAnswer } },
    },
    async () => ({ email: await getFormEmail(app.db) }),
  );

  app.put(
    '/email',
    {
      schema: {
        ...base,
        summary: 'Set the address notified of each new form (empty: none)',
        body: formEmailInputSchema,
        response: { 200: emailAnswer, 400: errorSchema },
      },
    },
    async (request) => {
      await setFormEmail(app.db, request.body.email);
      return { email: request.body.email };
    },
  );

  revealRoute(app, {
    tags,
    summary: 'One form; `reveal=1` with the proof shows the sender',
    key: 'form',
    record: formSchema,
    subjectType: 'forms',
    get: (db, id, reveal) => getForm(db, id, { reveal }),
  });

  app.get(
    '/:_id/files/:fileId',
    {
      schema: {
        ...base,
        summary: 'Download a file of a form (access-logged)',
        produces: [STORED_FILE],
        description: '404 (error shape) for a file that is not one of this form.',
        params: z.object({ _id: z.uuid(), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { _id, fileId } = request.params;
      const file = (await isFormFile(app.db, _id, fileId))
        ? await openStoredFile(app.db, app.storage, fileId)
        : undefined;
      if (!file) throw new HttpError(404, 'notFound');
      return sendLoggedFile(request, reply, file, {
        subjectType: 'forms',
        subjectId: _id,
        detail: file.name,
      });
    },
  );

  app.delete(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Delete a form with its files',
        params: idParams,
        response: { 204: z.null().describe('No content'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const fileIds = await deleteForm(app.db, request.params._id);
      if (!fileIds) throw new HttpError(404, 'notFound');
      await releaseFiles(app, fileIds);
      await logAccess(app.db, request, {
        action: 'delete',
        subjectType: 'forms',
        subjectId: request.params._id,
      });
      return reply.code(204).send(null);
    },
  );
};

export default formsRoutes;
