import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/index.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { memberId, requireMember } from './_guards.ts';

/**
 * A buyer's saved list of one kind of thing (bookmarked sellers, liked products): list, save, remove.
 * The answers keep each kind's own words (`bookmarks` / `bookmark: { seller }`, `likes` / `like: { product }`),
 * which the site and the spec's calls already use.
 */
export interface SavedList<Item extends z.ZodType> {
  /** The answer's keys: the list's (`bookmarks`), one saved entry's (`bookmark`), the saved thing's (`seller`). */
  names: { list: string; entry: string; item: string };
  item: Item;
  summaries: { list: string; save: string; remove: string };
  list(
    db: Db,
    memberId: string,
    page: { limit: number; offset: number },
  ): Promise<{ items: z.infer<Item>[]; total: number }>;
  save(db: Db, memberId: string, itemId: string): Promise<void>;
  remove(db: Db, memberId: string, itemId: string): Promise<void>;
}

export function savedListRoutes<Item extends z.ZodType>(saved: SavedList<Item>): FastifyPluginAsync {
  const { names, summaries } = saved;
  const base = { tags: ['matching: me'], security: bearerSecurity };
  const itemParam = `_${names.item}`;
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = requireMember('PERSON');

    app.get(
      '/',
      {
        onRequest,
        schema: {
          ...base,
          summary: summaries.list,
          querystring: z.object(pageQuery),
          response: { 200: z.object({ [names.list]: z.array(saved.item), total: z.number().int() }) },
        },
      },
      async (request) => {
        const { items, total } = await saved.list(app.db, memberId(request), pagination(request.query));
        return { [names.list]: items, total };
      },
    );

    app.post(
      '/',
      {
        onRequest,
        schema: {
          ...base,
          summary: summaries.save,
          body: z.object({ [names.item]: z.uuid() }),
          response: { 201: z.object({ [names.entry]: z.object({ [names.item]: z.uuid() }) }) },
        },
      },
      async (request, reply) => {
        const id = (request.body as Record<string, string>)[names.item]!;
        await saved.save(app.db, memberId(request), id);
        return reply.status(201).send({ [names.entry]: { [names.item]: id } });
      },
    );

    app.delete(
      `/:${itemParam}`,
      {
        onRequest,
        schema: {
          ...base,
          summary: summaries.remove,
          params: z.object({ [itemParam]: z.uuid() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await saved.remove(app.db, memberId(request), (request.params as Record<string, string>)[itemParam]!);
        return reply.status(204).send(null);
      },
    );
  };
}
