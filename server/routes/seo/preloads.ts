import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '#domain/locale.ts';

/**
 * What a page's first paint waits for, announced in its HTML (docs/decisions/0052-page-preloads.md). The
 * site is one index.html whose entry imports the site's shell (src/site/App.tsx), which lazily imports the
 * page's chunk: without these links the browser learns of each level only when the one above has run
 * (HTML → entry → shell → page chunk → its imports), a round trip per level on a phone's link. The build's
 * manifest (vite.config.ts, `build.manifest`) names each module's file and the chunks and styles it
 * imports, so the server lists them all in the HTML and the browser fetches them in parallel.
 */

/** The part of Vite's build manifest read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where the site's build writes its manifest, in the client's folder. */
const MANIFEST_FILE = join('.vite', 'manifest.json');

/** The site's entry: its own scripts and styles are in index.html already (Vite writes them there). */
const ENTRY = 'index.html';

/**
 * The public pages' lazily loaded modules, by path (as their routes.tsx declare them; a test checks each
 * module is a page those files import lazily). A path not listed gets the shell alone.
 */
export const PAGE_MODULES: readonly { path: RegExp; module: string }[] = [
  { path: /^\/form\/application$/, module: 'src/site/application/pages/wizardPages.ts' },
  { path: /^\/center\/notice$/, module: 'src/site/center/NotificationListPage.tsx' },
  { path: /^\/center\/notice\/[^/]+$/, module: 'src/site/center/NotificationDetailPage.tsx' },
  { path: /^\/matching$/, module: 'src/site/matching/FairListPage.tsx' },
  { path: /^\/matching\/fairs\/[^/]+$/, module: 'src/site/matching/FairDetailPage.tsx' },
  { path: /^\/shop$/, module: 'src/site/shop/ShopListPage.tsx' },
  { path: /^\/shop\/products\/[^/]+$/, module: 'src/site/shop/ProductPage.tsx' },
  { path: /^\/experts$/, module: 'src/site/experts/ExpertListPage.tsx' },
  { path: /^\/experts\/[^/]+$/, module: 'src/site/experts/ExpertProfilePage.tsx' },
  { path: /^\/auction$/, module: 'src/site/auction/AuctionHomePage.tsx' },
  { path: /^\/auction\/works\/[^/]+$/, module: 'src/site/auction/WorkPage.tsx' },
];

/** The build's manifest, or null without one (a build from before it was written: no preloads). */
export async function readManifest(clientDir: string): Promise<Manifest | null> {
  const text = await readFile(join(clientDir, MANIFEST_FILE), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as Manifest);
}

/** The `<link>` tags that fetch, in parallel, every script and style the page at `path` imports first. */
export function modulePreloadTags(manifest: Manifest, path: string, locale: Locale): string[] {
  // the entry and the chunks it imports are the page's own <script> and its links: the parser requests them
  const initial = new Set<string>();
  const shell: string[] = [];
  const visitInitial = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    shell.push(...(manifest[key].dynamicImports ?? []));
    for (const imported of manifest[key].imports ?? []) visitInitial(imported);
  };
  visitInitial(ENTRY);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // the visitor's catalogs but Korean's (which ships with the code): the shell's and the page's area's,
  // which they import lazily and render with (src/site/i18n.tsx, src/site/areaI18n.ts)
  const catalog = locale === 'ko' ? null : `locales/${locale}/`;
  const visit = (key: string) => {
    const chunk = initial.has(key) ? undefined : manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) if (catalog && lazy.startsWith(catalog)) visit(lazy);
  };
  // the site's shell (src/site/App.tsx), which every page needs: what the entry imports lazily (src/main.tsx).
  // Not looked up by its name: the bundler may merge it into a chunk of another name
  // (docs/decisions/0055-few-chunks-per-page.md § Chunks).
  shell.forEach(visit);
  const page = PAGE_MODULES.find((p) => p.path.test(path));
  if (page) visit(page.module);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" href="/${file}" />`),
  ];
}
