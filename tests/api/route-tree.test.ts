import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { findRouteFiles, registerRouteTree, type RouteFile } from '#server/http/routeTree.ts';
import { consoleGuard } from '#server/routes/console/_guard.ts';

/**
 * Routes are found, not listed (server/http/routeTree.ts): a file's path is its URL, `_` files are helpers,
 * no route file is an index.ts, and a console file whose prefix domain/consoleResources.ts does not declare
 * stops the app from starting.
 */

const ROUTES = fileURLToPath(new URL('../../server/routes', import.meta.url));

/** A route file answering `GET /` with its own name. */
const routeFile = (name: string) =>
  `export default async (app) => { app.get('/', async () => ({ name: '${name}' })); };\n`;

let tree: string | undefined;
async function makeTree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'route-tree-'));
  tree = dir;
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}
afterEach(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
  tree = undefined;
});

const consoleSetup = (scope: FastifyInstance, route: RouteFile) => {
  scope.addHook('onRequest', consoleGuard(route));
};

describe('route tree', () => {
  it('names no file under server/routes index.ts', () => {
    const files = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' });
    expect(files.filter((name) => name === 'index.ts' || name.endsWith('/index.ts'))).toEqual([]);
  });

  it('serves a file at the URL its path spells, a [param] folder as a parameter, and skips _ helpers', async () => {
    const dir = await makeTree({
      'boards.ts': routeFile('boards'),
      'boards/[code]/posts.ts': routeFile('posts'),
      'boards/_helper.ts': 'throw new Error("a helper is not a route");\n',
    });
    expect(findRouteFiles(dir).map((route) => route.prefix)).toEqual(['/boards/:code/posts', '/boards']);
    const app = Fastify();
    await registerRouteTree(app, { dir });
    expect((await app.inject({ url: '/boards/notice/posts' })).json()).toEqual({ name: 'posts' });
    expect((await app.inject({ url: '/boards' })).json()).toEqual({ name: 'boards' });
    await app.close();
  });

  it('refuses an index.ts under a route tree', async () => {
    const dir = await makeTree({ 'center/index.ts': routeFile('index') });
    expect(() => findRouteFiles(dir)).toThrow(`${join(dir, 'center', 'index.ts')}: a route file is named`);
  });

  it('guards a console file by its declared prefix, and refuses one whose prefix is undeclared', async () => {
    const declared = await makeTree({ 'center/faqs.ts': routeFile('faqs') });
    const app = Fastify();
    await registerRouteTree(app, { dir: declared, setup: consoleSetup });
    // the file adds no guard of its own: the prefix's answers 401 (the auth plugin is not here: no user)
    expect((await app.inject({ url: '/center/faqs' })).statusCode).toBe(401);
    await app.close();
    await rm(declared, { recursive: true, force: true });

    const undeclared = await makeTree({ 'center/faqs.ts': routeFile('faqs'), 'shop.ts': routeFile('shop') });
    await expect(registerRouteTree(Fastify(), { dir: undeclared, setup: consoleSetup })).rejects.toThrow(
      `${join(undeclared, 'shop.ts')}: /api/console/shop is not declared`,
    );
  });
});
