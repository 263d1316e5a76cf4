import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Route files are found, not listed. Under a routes folder (server/routes/console, server/routes/v1):
 * - every `.ts` file is one Fastify plugin, its default export, served at the URL its path spells:
 *   `center/faqs.ts` → `<prefix>/center/faqs`; a folder named `[code]` is the URL parameter `:code`
 *   (`boards/[code]/posts.ts` → `<prefix>/boards/:code/posts`). Its routes are written under that prefix
 *   (`'/'`, `'/:_id'`, `'/export'`).
 * - a file or folder whose name starts with `_` is not a route: helpers the route files beside it share
 *   (`_crud.ts`, `_reveal.ts`, `_guards.ts`).
 * - no file is called `index.ts`: a file is named for what it serves (tests/api/route-tree.test.ts).
 */
export interface RouteFile {
  /** Absolute path of the file. */
  file: string;
  /** The URL prefix under the tree's own: `/center/faqs`, `/boards/:code/posts`. */
  prefix: string;
}

const segmentOf = (name: string) => name.replace(/^\[(.+)\]$/, ':$1');

/** The route files under `dir`, in path order (the order they are registered in). */
export function findRouteFiles(dir: string, prefix = ''): RouteFile[] {
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_'))
    .sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return findRouteFiles(file, `${prefix}/${segmentOf(entry.name)}`);
    if (!entry.name.endsWith('.ts')) return [];
    if (entry.name === 'index.ts') {
      throw new Error(`${file}: a route file is named for what it serves (no index.ts under a route tree)`);
    }
    return [{ file, prefix: `${prefix}/${segmentOf(entry.name.slice(0, -'.ts'.length))}` }];
  });
}

export interface RouteTreeOptions {
  dir: string;
  /**
   * Called in each file's own context before its routes are added: the place for what every route under
   * a prefix must have (the console's guard). May throw to refuse a file.
   */
  setup?: (scope: FastifyInstance, route: RouteFile) => void | Promise<void>;
}

/** Registers every route file under `dir` (findRouteFiles) at its prefix, below the current one. */
export async function registerRouteTree(app: FastifyInstance, options: RouteTreeOptions): Promise<void> {
  const routes = findRouteFiles(options.dir);
  // imported together (a cold start transforms them in parallel), registered in path order
  const modules = await Promise.all(
    routes.map(async (route) => (await import(pathToFileURL(route.file).href)) as { default?: unknown }),
  );
  for (const [index, route] of routes.entries()) {
    const plugin = modules[index]?.default;
    if (typeof plugin !== 'function') {
      throw new Error(`${route.file}: a route file's default export is its Fastify plugin`);
    }
    await app.register(
      async (scope) => {
        await options.setup?.(scope, route);
        await scope.register(plugin as FastifyPluginAsync);
      },
      { prefix: route.prefix },
    );
  }
}
