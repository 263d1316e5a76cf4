import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HTML_LANG, LOCALES, parseLocale, type Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import { faceOfPath } from '#domain/siteFaces.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import {
  auctionPrograms,
  auctionWorks,
  downloads,
  fairs,
  lawyers,
  notifications,
  shopProducts,
} from '#server/db/schema/index.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { htmlToText } from '#server/services/html.ts';
import { PAGE_TITLES, siteText } from './pages.ts';

/**
 * Link previews (docs/security.md § Client address, signing secret, public origin, link previews): the site
 * is one index.html for every path, so a messenger or search engine that does not run its script would see
 * the same title everywhere. The server writes each page's title, description and Open Graph / Twitter tags
 * into the HTML it sends, in the request's language.
 */

export interface PagePreview {
  title: string;
  description: string;
  /** The page's path on PUBLIC_URL (og:url, canonical). */
  path: string;
  type: 'website' | 'article';
}

const OG_LOCALE: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', cn: 'zh_CN' };
const DESCRIPTION_CHARS = 160;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `?lang=` (a shared link's choice) wins over the browser's Accept-Language; Korean otherwise. */
export function previewLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (typeof lang === 'string' && (LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  return parseLocale(acceptLanguage);
}

function excerpt(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text;
}

/**
 * One detail page per table: its list's path (`parent`: the page a missing record falls back to, when not
 * the list itself), which rows are public, and a shown record's title and text in the visitor's language.
 */
const RECORD_PAGES = [
  {
    list: '/center/notice',
    table: notifications,
    shown: eq(notifications.shows, true),
    texts: (r: typeof notifications.$inferSelect, l: Locale) => {
      const { texts } = localize({ title: r.title, content: r.content }, r.translations, l);
      return { title: texts.title, text: texts.content };
    },
  },
  {
    list: '/center/download',
    table: downloads,
    shown: eq(downloads.shows, true),
    texts: (r: typeof downloads.$inferSelect, l: Locale) => {
      const { texts } = localize({ title: r.title, content: r.content }, r.translations, l);
      return { title: texts.title, text: texts.content };
    },
  },
  {
    list: '/matching/fairs',
    parent: '/matching',
    table: fairs,
    shown: eq(fairs.shows, true),
    texts: (r: typeof fairs.$inferSelect) => ({ title: r.title, text: r.description }),
  },
  {
    list: '/experts',
    table: lawyers,
    shown: eq(lawyers.shows, true),
    texts: (r: typeof lawyers.$inferSelect, l: Locale) => {
      const { texts } = localize(
        { name: r.name, firm: r.firm, title: r.title, career: r.career },
        r.translations,
        l,
      );
      return { title: texts.name, text: `${texts.firm} · ${texts.title}. ${texts.career}` };
    },
  },
  {
    list: '/shop/products',
    parent: '/shop',
    table: shopProducts,
    shown: ne(shopProducts.status, 'HIDDEN'),
    texts: (r: typeof shopProducts.$inferSelect, l: Locale) => {
      const { texts } = localize({ name: r.name, description: r.description }, r.translations, l);
      return { title: texts.name, text: texts.description };
    },
  },
  {
    list: '/auction/works',
    parent: '/auction',
    table: auctionWorks,
    // a lot is public once its program shows and its preview has begun (as the auction's own reads say)
    shown: sql`exists (select 1 from ${auctionPrograms} where ${and(
      eq(auctionPrograms.id, auctionWorks.programId),
      eq(auctionPrograms.shows, true),
      lte(auctionPrograms.previewFrom, sql`now()`),
    )})`,
    texts: (r: typeof auctionWorks.$inferSelect, l: Locale) => {
      const { texts } = localize(
        { title: r.title, material: r.material, conditionReport: r.conditionReport },
        r.translations,
        l,
      );
      const facts = [texts.material, r.size, r.year].filter(Boolean).join(' · ');
      return { title: texts.title, text: [facts, texts.conditionReport].filter(Boolean).join('. ') };
    },
  },
] as const;

/** The brand of a path's face (domain/siteFaces.ts): the trade centre's pages are titled with its name. */
function brandOf(path: string) {
  return faceOfPath(path) === 'trade'
    ? ({ name: 'trade.name', tagline: 'trade.tagline', docTitle: 'trade.docTitle' } as const)
    : ({ name: 'site.name', tagline: 'site.tagline', docTitle: 'site.docTitle' } as const);
}

/** The preview of every path: a static page, a record's page, or the home for anything else. */
export function previewResolver(app: FastifyInstance) {
  const staticPage = (locale: Locale, path: string, key: SiteKey | undefined): PagePreview => {
    const brand = brandOf(path);
    const tagline = siteText(locale, brand.tagline);
    if (!key)
      return { title: siteText(locale, brand.name), description: tagline, path: '/', type: 'website' };
    const page = siteText(locale, key);
    return {
      title: siteText(locale, brand.docTitle, { page }),
      description: `${page} — ${tagline}`,
      path,
      type: 'website',
    };
  };

  /** A shown record's title and text, read through the public-read micro-cache; null when there is none. */
  const record = (kind: number, id: string, locale: Locale) =>
    cachedRead(app, `preview:${kind}:${id}:${locale}`, async () => {
      const page = RECORD_PAGES[kind]!;
      const [row] = await app.db
        .select()
        .from(page.table)
        .where(and(eq(page.table.id, id), page.shown))
        .limit(1);
      if (!row) return null;
      const { title, text } = page.texts(row as never, locale);
      return { title, text: excerpt(text) };
    });

  return async (path: string, locale: Locale): Promise<PagePreview> => {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (clean === '/') return { ...staticPage(locale, '/', undefined), title: siteText(locale, 'site.name') };
    const listKey = PAGE_TITLES[clean];
    if (listKey) return staticPage(locale, clean, listKey);
    for (const [kind, page] of RECORD_PAGES.entries()) {
      const id = clean.startsWith(`${page.list}/`) ? clean.slice(page.list.length + 1) : undefined;
      if (id === undefined || id.includes('/')) continue;
      const list = 'parent' in page ? page.parent : page.list;
      const row = UUID.test(id) ? await record(kind, id, locale) : null;
      if (!row) return staticPage(locale, list, PAGE_TITLES[list]);
      return {
        title: siteText(locale, brandOf(clean).docTitle, { page: row.title }),
        description: row.text || siteText(locale, brandOf(clean).tagline),
        path: clean,
        type: 'article',
      };
    }
    return staticPage(locale, '/', undefined);
  };
}

/** The tags that go before `</head>`, every value escaped. */
export function previewTags(preview: PagePreview, locale: Locale, publicUrl: string): string {
  const url = `${publicUrl}${preview.path}`;
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${value}" />`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', escapeHtml(siteText(locale, brandOf(preview.path).name))),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', escapeHtml(url)),
    meta('property', 'og:image', escapeHtml(`${publicUrl}/images/hero-1.svg`)),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('\n    ');
}

/**
 * index.html cut once where the page's own parts go: the `lang` of `<html>` and the tags before `</head>`.
 * The build's static title and description are dropped, as each page writes its own.
 */
export interface PageTemplate {
  render(locale: Locale, tags: string): string;
}

export function splitTemplate(html: string): PageTemplate {
  const cleaned = html
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const headEnd = cleaned.search(/<\/head>/i);
  if (headEnd < 0) return { render: () => cleaned };
  const head = cleaned.slice(0, headEnd);
  const tail = cleaned.slice(headEnd);
  const lang = /(<html\b[^>]*?\blang=")[^"]*"/i.exec(head);
  const beforeLang = lang ? head.slice(0, lang.index + lang[1]!.length) : head;
  const afterLang = lang ? head.slice(lang.index + lang[0].length - 1) : '';
  return {
    render: (locale, tags) =>
      lang
        ? `${beforeLang}${HTML_LANG[locale]}${afterLang}  ${tags}\n  ${tail}`
        : `${head}  ${tags}\n  ${tail}`,
  };
}
