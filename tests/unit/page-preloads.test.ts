import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulePreloadTags, PAGE_MODULES, type Manifest } from '#server/routes/seo/preloads.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The routes.tsx of the page's group (src/site/<group>/routes.tsx). */
function routesOf(module: string): { file: string; text: string } {
  const group = module.split('/').slice(0, 3).join('/');
  const file = join(ROOT, group, 'routes.tsx');
  return { file, text: readFileSync(file, 'utf8') };
}

describe('the server preloads each page module its route loads (server/routes/seo/preloads.ts)', () => {
  it.each(PAGE_MODULES.map((p) => [p.module, p.path] as const))(
    '%s is lazily imported by its routes.tsx, for one route the pattern matches',
    (module, path) => {
      expect(existsSync(join(ROOT, module))).toBe(true);
      const routes = routesOf(module);
      const specifier = `./${relative(dirname(routes.file), join(ROOT, module))}`;
      expect(routes.text).toContain(`import('${specifier}')`);
      // a route's params (`:_id`) stand for one segment, as the pattern's [^/]+
      const matched = [...routes.text.matchAll(/path: '(\/[^']*)'/g)]
        .map((m) => m[1]!.replace(/:\w+/g, 'x'))
        .filter((p) => path.test(p));
      expect(matched).toHaveLength(1);
    },
  );

  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      css: ['assets/index-1.css'],
      dynamicImports: ['src/site/App.tsx'],
    },
    'src/site/App.tsx': {
      file: 'assets/App-1.js',
      imports: ['index.html', '_shared-1.js'],
      dynamicImports: ['src/site/shop/ProductPage.tsx', 'locales/en/site.ts'],
      css: ['assets/App-1.css'],
    },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'src/site/shop/ProductPage.tsx': {
      file: 'assets/ProductPage-1.js',
      imports: ['index.html', '_shared-1.js', '_gallery-1.js'],
      css: ['assets/shop-1.css'],
    },
    '_gallery-1.js': { file: 'assets/gallery-1.js' },
    'locales/en/site.ts': { file: 'assets/site-1.js' },
  };

  it('lists the shell, the page chunk and their imports once each, never the entry the HTML has', () => {
    expect(modulePreloadTags(manifest, '/shop/products/abc', 'ko')).toEqual([
      '<link rel="stylesheet" href="/assets/App-1.css" />',
      '<link rel="stylesheet" href="/assets/shop-1.css" />',
      '<link rel="modulepreload" href="/assets/App-1.js" />',
      '<link rel="modulepreload" href="/assets/shared-1.js" />',
      '<link rel="modulepreload" href="/assets/ProductPage-1.js" />',
      '<link rel="modulepreload" href="/assets/gallery-1.js" />',
    ]);
  });

  it("adds the visitor's catalog but Korean's (which the shell holds); a path not listed gets the shell", () => {
    expect(modulePreloadTags(manifest, '/business/overview', 'en')).toEqual([
      '<link rel="stylesheet" href="/assets/App-1.css" />',
      '<link rel="modulepreload" href="/assets/App-1.js" />',
      '<link rel="modulepreload" href="/assets/shared-1.js" />',
      '<link rel="modulepreload" href="/assets/site-1.js" />',
    ]);
  });

  it("finds the shell by the entry's lazy import, whatever the bundler named its chunk", () => {
    // the bundler may merge src/site/App.tsx into a shared chunk: the manifest then keys it by its file
    const merged: Manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js', dynamicImports: ['_App-1.js'] },
      '_App-1.js': { file: 'assets/App-1.js', imports: ['_react-1.js'], css: ['assets/App-1.css'] },
      'src/site/shop/ProductPage.tsx': {
        file: 'assets/ProductPage-1.js',
        imports: ['_react-1.js', '_App-1.js'],
      },
    };
    expect(modulePreloadTags(merged, '/shop/products/abc', 'ko')).toEqual([
      '<link rel="stylesheet" href="/assets/App-1.css" />',
      '<link rel="modulepreload" href="/assets/App-1.js" />',
      '<link rel="modulepreload" href="/assets/ProductPage-1.js" />',
    ]);
  });

  it("adds the catalog of the page's area in the visitor's language, which the page waits for", () => {
    const area: Manifest = {
      ...manifest,
      'src/site/shop/ProductPage.tsx': {
        file: 'assets/ProductPage-1.js',
        imports: ['index.html', '_shop-1.js'],
      },
      '_shop-1.js': {
        file: 'assets/shop-1.js',
        dynamicImports: ['locales/en/site/shop.ts', 'locales/cn/site/shop.ts', 'src/site/shop/CartPage.tsx'],
      },
      'locales/en/site/shop.ts': { file: 'assets/shop-en-1.js' },
      'locales/cn/site/shop.ts': { file: 'assets/shop-cn-1.js' },
      'src/site/shop/CartPage.tsx': { file: 'assets/CartPage-1.js' },
    };
    const scripts = (locale: 'ko' | 'en') =>
      modulePreloadTags(area, '/shop/products/abc', locale).filter((tag) => tag.includes('modulepreload'));
    expect(scripts('en')).toEqual([
      '<link rel="modulepreload" href="/assets/App-1.js" />',
      '<link rel="modulepreload" href="/assets/shared-1.js" />',
      '<link rel="modulepreload" href="/assets/site-1.js" />',
      '<link rel="modulepreload" href="/assets/ProductPage-1.js" />',
      '<link rel="modulepreload" href="/assets/shop-1.js" />',
      '<link rel="modulepreload" href="/assets/shop-en-1.js" />',
    ]);
    expect(scripts('ko').join()).not.toContain('-en-');
  });
});
