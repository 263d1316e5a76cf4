/**
 * The public reads each page makes first, which the server answers inside the page's HTML
 * (docs/decisions/0052-page-preloads.md): a page otherwise asks for them only once its scripts have run, a
 * round trip after the last script on a phone's link, and its main content waits for that answer. The site's
 * HTTP client (src/site/api.tsx) takes an answer from the HTML instead of the network when its request is the
 * same: this URL, no login, the same language. Each URL here is exactly the one the page builds (an e2e test,
 * e2e/page-reads.spec.ts, fails when a page asks the network for one of them).
 */

/** The id of the `<script type="application/json">` element holding the answers. */
export const PAGE_READS_ELEMENT = 'page-reads';

/** What that element holds: the language the answers are in and each URL's answer (JSON, status 200). */
export interface PageReads {
  locale: string;
  answers: Record<string, unknown>;
}

/** Read by the layout on every page (the footer, copy protection). */
const EVERY_PAGE = ['/api/v1/setting'];

/** A record's id in a page's path: only a well-formed one is read (anything else is the page's 404). */
const ID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const detail = (list: string) => new RegExp('^' + list.replaceAll('/', '\\/') + '\\/' + ID + '$');

/** An answer's field, read without trusting its shape (an answer the API changed gives none). */
function field(value: unknown, ...keys: (string | number)[]): unknown {
  let at = value;
  for (const key of keys)
    at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/**
 * The reads of each page, by its path (`id` the record id of a detail page). Only reads without a side
 * effect: a notice's page is not here, as reading a notice counts a view (the HTML of a crawler, or of a
 * visitor whose page then asks again in another language, would count one more). `image`, from the answers
 * of `reads` in their order, is the image the page paints largest first, when it is one: the browser would
 * otherwise learn of it only once the page's scripts have run (docs/decisions/0055-few-chunks-per-page.md
 * § Images).
 */
const PAGES: readonly {
  path: RegExp;
  reads: (id: string) => string[];
  image?: (answers: readonly unknown[]) => unknown;
}[] = [
  {
    path: /^\/$/,
    reads: () => ['/api/v1/popups', '/api/v1/banners/home', '/api/v1/application/schedules'],
  },
  { path: /^\/form\/application$/, reads: () => ['/api/v1/application/schedules', '/api/v1/terms'] },
  { path: /^\/center\/notice$/, reads: () => ['/api/v1/center/notifications?page=1&limit=10'] },
  { path: /^\/matching$/, reads: () => ['/api/v1/fairs?page=1&limit=12&sort=eventFrom&order=DESC'] },
  {
    path: detail('/matching/fairs'),
    reads: (id) => [
      `/api/v1/fairs/${id}`,
      `/api/v1/fairs/${id}/categories`,
      `/api/v1/fairs/${id}/sellers?page=1&limit=24`,
    ],
  },
  {
    path: /^\/shop$/,
    reads: () => ['/api/v1/shop/categories', '/api/v1/shop/products?page=1&limit=12&sort=new'],
    image: ([, list]) => field(list, 'products', 0, 'thumb'),
  },
  { path: detail('/shop/products'), reads: (id) => [`/api/v1/shop/products/${id}`] },
  { path: /^\/experts$/, reads: () => ['/api/v1/practices', '/api/v1/lawyers?page=1&limit=12'] },
  { path: detail('/experts'), reads: (id) => [`/api/v1/lawyers/${id}`] },
  {
    path: /^\/auction$/,
    reads: () => ['/api/v1/auction/halls', '/api/v1/auction/programs'],
    image: ([halls]) => field(halls, 'halls', 0, 'cover'),
  },
  { path: detail('/auction/works'), reads: (id) => [`/api/v1/auction/works/${id}`] },
];

/** The public reads the page at `path` makes first; the layout's alone for any other page. */
export function pageReads(path: string): string[] {
  for (const page of PAGES) {
    const match = page.path.exec(path);
    if (match) return [...page.reads(match[1] ?? ''), ...EVERY_PAGE];
  }
  return EVERY_PAGE;
}

/**
 * The address of the image the page at `path` paints largest first, from the answers of its reads (`answer`
 * gives a read's parsed answer by URL, asked only for a page that declares an image), or null: none declared,
 * none in the answers, or not a path of this site (only those are announced).
 */
export function pageImage(path: string, answer: (url: string) => unknown): string | null {
  for (const page of PAGES) {
    const match = page.path.exec(path);
    if (!match) continue;
    const image = page.image?.(page.reads(match[1] ?? '').map(answer));
    return typeof image === 'string' && /^\/(?![/\\])\S*$/.test(image) ? image : null;
  }
  return null;
}
