import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTotalFields } from '#domain/schemas/listTotal.ts';
import type { Db } from '#server/db/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { orderQuery, pageQuery, pagination, type ListOrder } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { listEntry, logListRead, logReads, logRecordRead } from './_reveal.ts';
import {
  type CellValue,
  exportRows,
  XLSX_MIME,
  type XlsxColumn,
  xlsxDownload,
} from '#server/services/export.ts';

/**
 * The list and export routes of a console resource (docs/decisions/0003-api-contract.md § Console): the
 * export takes the list's filters and sort and answers every matching row as an .xlsx sheet. `P` is the list
 * answer's key (`posts`).
 */
export interface ListRoutes<
  P extends string,
  F extends z.ZodRawShape,
  S extends string,
  R extends z.ZodType,
> {
  tags: string[];
  /** Under the plugin's prefix: '' for the resource itself, `/posts` for one of its sub-resources. */
  path?: string;
  /** English plural for the API docs: `notices` → 'List notices', 'Export notices as .xlsx'. */
  nouns: string;
  /** Whose personal data the rows mask (`askers`), said in both routes' docs. */
  masked?: string;
  /**
   * Whether the rows hold people's data, even masked (docs/decisions/0011-access-log-reads-and-review.md):
   * then every list read and export writes an access-log row under `subjectType` before it answers. Null for
   * content (notices, FAQs).
   */
  personalData: PersonalData | null;
  /** The list's summary where it says more than 'List <nouns> (<masked> masked)'. */
  listSummary?: string;
  /** Korean name: the export's sheet and file name (`공지사항_20261121.xlsx`). */
  title: string;
  plural: P;
  record: R;
  /** List filters besides paging and sort (`q`, flags …), in the query string. */
  filters: F;
  sorts: readonly [S, ...S[]];
  /**
   * `countCap`: the test's lower cap of a list that counts its total up to one
   * (docs/decisions/0048-capped-list-totals.md); such a list says `totalEstimated` past it.
   */
  list(
    db: Db,
    query: z.output<z.ZodObject<F>> &
      ListOrder<S> & { limit: number; offset: number; countCap?: number | undefined },
  ): Promise<Record<P, z.output<R>[]> & { total: number; totalEstimated?: boolean }>;
  each(db: Db, filter: z.output<z.ZodObject<F>>, order: ListOrder<S>): AsyncIterable<z.output<R>>;
  exportColumns: readonly XlsxColumn[];
  exportRow(record: z.output<R>, index: number): CellValue[];
}

/**
 * The access log's name for a resource whose records hold personal data
 * (docs/decisions/0011-access-log-reads-and-review.md).
 */
export interface PersonalData {
  subjectType: string;
}

/** Registers `GET <path>` (a page of records) and `GET <path>/export` (the .xlsx) on `fastify`. */
export function listRoutes<P extends string, F extends z.ZodRawShape, S extends string, R extends z.ZodType>(
  fastify: FastifyInstance,
  resource: ListRoutes<P, F, S, R>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path = '', nouns, masked, personalData } = resource;
  const base = { tags: resource.tags, security: bearerSecurity };
  const orderFields = { sort: z.enum(resource.sorts).optional(), order: orderQuery };
  const rowsNote = masked ? `${masked} masked` : 'Korean headers';
  // Fastify cannot infer the query of a schema built from generic shapes: the handlers cast it to what
  // the schema parses.
  type Filter = z.output<z.ZodObject<F>>;

  app.get(
    path || '/',
    {
      schema: {
        ...base,
        summary: resource.listSummary ?? `List ${nouns}${masked ? ` (${masked} masked)` : ''}`,
        querystring: z.object({ ...pageQuery, ...orderFields, ...resource.filters }),
        response: {
          200: z.object({ [resource.plural]: z.array(resource.record), ...listTotalFields }),
        },
      },
    },
    async (request) => {
      const query = request.query as Filter & ListOrder<S> & { page: number; limit: number };
      const answer = await resource.list(app.db, {
        ...query,
        ...pagination(query),
        countCap: app.config.listCountCap,
      });
      if (personalData) {
        const records = answer[resource.plural] as { _id: string }[];
        await logListRead(request, { subjectType: personalData.subjectType, records, reason: null });
      }
      return answer;
    },
  );

  app.get(
    `${path}/export`,
    {
      schema: {
        ...base,
        summary: `Export ${nouns} as .xlsx`,
        description: `The same filters and order as the list, every matching row, ${rowsNote}.`,
        querystring: z.object({ ...orderFields, ...resource.filters }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query as Filter & ListOrder<S>;
      if (personalData) {
        const { total } = await resource.list(app.db, { ...(filter as Filter), limit: 1, offset: 0 });
        await logReads(request, [
          { ...listEntry(request, personalData.subjectType, total), action: 'export' },
        ]);
      }
      const { headers, body } = xlsxDownload({
        name: resource.title,
        columns: resource.exportColumns,
        rows: exportRows(resource.each(app.db, filter as Filter, { sort, order }), resource.exportRow),
      });
      return reply.headers(headers).send(body);
    },
  );
}

/**
 * A console resource whose routes are the notices' six (docs/decisions/0003-api-contract.md § Console): list,
 * export, get, create, update, delete. Its file's prefix guards them all (server/routes/console/_guard.ts);
 * the service does the work, this only parses and replies.
 */
export interface CrudResource<
  F extends z.ZodRawShape,
  S extends string,
  I extends z.ZodType,
  R extends z.ZodType,
> extends Pick<
  ListRoutes<string, F, S, R>,
  'title' | 'plural' | 'record' | 'filters' | 'sorts' | 'each' | 'exportColumns' | 'exportRow'
> {
  /**
   * Content by default; a resource with people's data logs its reads
   * (docs/decisions/0011-access-log-reads-and-review.md).
   */
  personalData?: PersonalData;
  /** The console path, for the API docs' tag: `center/faqs`. */
  path: string;
  /** English name for the API docs: `FAQ entry`. */
  noun: string;
  /** What the create route's docs say beyond its summary (`content is sanitized; …`). */
  createDescription?: string;
  singular: string;
  input: I;
  list(
    db: Db,
    query: z.output<z.ZodObject<F>> & ListOrder<S> & { limit: number; offset: number },
  ): Promise<{ items: z.output<R>[]; total: number }>;
  get(db: Db, id: string): Promise<z.output<R> | null>;
  create(db: Db, input: z.output<I>, managerId: string): Promise<z.output<R>>;
  /** Null when there is no such record. */
  update(db: Db, id: string, input: z.output<I>): Promise<z.output<R> | null>;
  remove(db: Db, id: string): Promise<boolean>;
}

const idParams = z.object({ _id: z.uuid() });

/** The Fastify plugin of a CrudResource: the default export of its route file. */
export function crudRoutes<
  F extends z.ZodRawShape,
  S extends string,
  I extends z.ZodType,
  R extends z.ZodType,
>(resource: CrudResource<F, S, I, R>): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = [`console: ${resource.path}`];
    const base = { tags, security: bearerSecurity };
    // Typed loosely: the record's shape is the resource's, and the key is only known at run time.
    const one: z.ZodType<Record<string, unknown>> = z.object({ [resource.singular]: resource.record });
    const wrap = (record: z.output<R>): Record<string, unknown> => ({ [resource.singular]: record });

    listRoutes(app, {
      tags,
      nouns: `${resource.noun}s`,
      title: resource.title,
      plural: resource.plural,
      record: resource.record,
      filters: resource.filters,
      sorts: resource.sorts,
      personalData: resource.personalData ?? null,
      list: async (db, query) => {
        const { items, total } = await resource.list(db, query);
        // The key is only known at run time, like `wrap`'s.
        return { [resource.plural]: items, total } as Record<string, z.output<R>[]> & { total: number };
      },
      each: resource.each,
      exportColumns: resource.exportColumns,
      exportRow: resource.exportRow,
    });

    app.get(
      '/:_id',
      {
        schema: { ...base, summary: `One ${resource.noun}`, params: idParams, response: { 200: one } },
      },
      async (request) => {
        const record = await resource.get(app.db, request.params._id);
        if (!record) throw new HttpError(404, 'notFound');
        if (resource.personalData) {
          const { subjectType } = resource.personalData;
          await logRecordRead(request, { subjectType, subjectId: request.params._id, reason: null });
        }
        return wrap(record);
      },
    );

    app.post(
      '/',
      {
        schema: {
          ...base,
          summary: `Create a ${resource.noun}`,
          description: resource.createDescription,
          body: resource.input,
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const record = await resource.create(app.db, request.body as z.output<I>, request.user!._id);
        return reply.status(201).send(wrap(record));
      },
    );

    app.put(
      '/:_id',
      {
        schema: {
          ...base,
          summary: `Update a ${resource.noun}`,
          params: idParams,
          body: resource.input,
          response: { 200: one },
        },
      },
      async (request) => {
        const record = await resource.update(app.db, request.params._id, request.body as z.output<I>);
        if (!record) throw new HttpError(404, 'notFound');
        return wrap(record);
      },
    );

    app.delete(
      '/:_id',
      {
        schema: {
          ...base,
          summary: `Delete a ${resource.noun}`,
          params: idParams,
          response: { 204: z.null().describe('No content') },
        },
      },
      async (request, reply) => {
        if (!(await resource.remove(app.db, request.params._id))) throw new HttpError(404, 'notFound');
        return reply.status(204).send(null);
      },
    );
  };
}
