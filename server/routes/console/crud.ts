import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Scope } from '../../../domain/scopes.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { orderQuery, pageQuery, pagination, type ListOrder } from '../../http/list.ts';
import { bearerSecurity, requireScope } from '../../plugins/auth.ts';
import {
  type CellValue,
  exportRows,
  XLSX_MIME,
  type XlsxColumn,
  xlsxDownload,
} from '../../services/export.ts';

/**
 * A console resource whose routes are the notices' six (0003 § Console): list, export, get, create, update,
 * delete, each guarded by one scope. The service does the work; this only parses, authorizes and replies.
 */
export interface CrudResource<
  F extends z.ZodRawShape,
  S extends string,
  I extends z.ZodType,
  R extends z.ZodType,
> {
  scope: Scope;
  /** The console path, for the API docs' tag: `center/faqs`. */
  path: string;
  /** Korean name: the export's sheet and file name (`자주 묻는 질문_20261121.xlsx`). */
  title: string;
  /** English name for the API docs: `FAQ entry`. */
  noun: string;
  plural: string;
  singular: string;
  record: R;
  input: I;
  /** List filters besides paging and sort (`q`, flags …), in the query string. */
  filters: F;
  sorts: readonly [S, ...S[]];
  list(
    db: Db,
    query: z.output<z.ZodObject<F>> & ListOrder<S> & { limit: number; offset: number },
  ): Promise<{ items: z.output<R>[]; total: number }>;
  each(db: Db, filter: z.output<z.ZodObject<F>>, order: ListOrder<S>): AsyncIterable<z.output<R>>;
  get(db: Db, id: string): Promise<z.output<R> | null>;
  create(db: Db, input: z.output<I>, managerId: string): Promise<z.output<R>>;
  /** Null when there is no such record. */
  update(db: Db, id: string, input: z.output<I>): Promise<z.output<R> | null>;
  remove(db: Db, id: string): Promise<boolean>;
  exportColumns: readonly XlsxColumn[];
  exportRow(record: z.output<R>, index: number): CellValue[];
}

const idParams = z.object({ _id: z.uuid() });

/** The Fastify plugin of a CrudResource, registered under its prefix in server/routes/console/index.ts. */
export function crudRoutes<
  F extends z.ZodRawShape,
  S extends string,
  I extends z.ZodType,
  R extends z.ZodType,
>(resource: CrudResource<F, S, I, R>): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const guard = requireScope(resource.scope);
    const base = { tags: [`console: ${resource.path}`], security: bearerSecurity };
    const orderFields = { sort: z.enum(resource.sorts).optional(), order: orderQuery };
    const filterQuery = z.object(resource.filters);
    // Typed loosely: the record's shape is the resource's, and the key is only known at run time.
    const one: z.ZodType<Record<string, unknown>> = z.object({ [resource.singular]: resource.record });
    const wrap = (record: z.output<R>): Record<string, unknown> => ({ [resource.singular]: record });

    app.get(
      '/',
      {
        onRequest: guard,
        schema: {
          ...base,
          summary: `List ${resource.noun}s`,
          querystring: filterQuery.extend({ ...pageQuery, ...orderFields }),
          response: {
            200: z.object({ [resource.plural]: z.array(resource.record), total: z.number().int() }),
          },
        },
      },
      async (request) => {
        const query = request.query as z.output<z.ZodObject<F>> &
          ListOrder<S> & { page: number; limit: number };
        const { items, total } = await resource.list(app.db, { ...query, ...pagination(query) });
        return { [resource.plural]: items, total };
      },
    );

    app.get(
      '/export',
      {
        onRequest: guard,
        schema: {
          ...base,
          summary: `Export ${resource.noun}s as .xlsx`,
          description: 'The same filters and order as the list, every matching row, Korean headers.',
          querystring: filterQuery.extend(orderFields),
          produces: [XLSX_MIME],
        },
      },
      async (request, reply) => {
        const { sort, order, ...filter } = request.query as z.output<z.ZodObject<F>> & ListOrder<S>;
        const records = resource.each(app.db, filter as z.output<z.ZodObject<F>>, { sort, order });
        const { headers, body } = xlsxDownload({
          name: resource.title,
          columns: resource.exportColumns,
          rows: exportRows(records, resource.exportRow),
        });
        return reply.headers(headers).send(body);
      },
    );

    app.get(
      '/:_id',
      {
        onRequest: guard,
        schema: { ...base, summary: `One ${resource.noun}`, params: idParams, response: { 200: one } },
      },
      async (request) => {
        const record = await resource.get(app.db, request.params._id);
        if (!record) throw new HttpError(404, 'notFound');
        return wrap(record);
      },
    );

    app.post(
      '/',
      {
        onRequest: guard,
        schema: {
          ...base,
          summary: `Create a ${resource.noun}`,
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
        onRequest: guard,
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
        onRequest: guard,
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
