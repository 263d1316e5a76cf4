/**
 * The console's resources, declared once (docs/decisions/0013-console-resources-declared-once.md).
 * Everything else derives from this table: the scope list, react-admin's resources and menu, the
 * dataProvider's paths and record keys, the console API's route prefixes and the guard each one gets, the
 * label test. A new console resource is one row here plus its own files (the same record § Adding a console
 * resource).
 */

/** A view react-admin gives the resource (`export` is the list's .xlsx button and `GET <api>/export`). */
export type ConsoleView = 'list' | 'show' | 'edit' | 'create' | 'export';

/** The console menu's groups, in menu order (labels: `resources.menu.<group>` in locales/<lang>/console). */
export const MENU_GROUPS = ['housing', 'center', 'matching', 'experts', 'shop', 'auction', 'system'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface ConsoleResourceDeclaration {
  /**
   * The concept's one name in code: the admin folder `src/admin/<key>/` and the schema file's name. Two
   * resources of one concept share it (registrations and applications; board posts and comments).
   */
  key: string;
  /** react-admin's resource name = the console page `/console/<name>` (docs/spec.md § 2). */
  name: string;
  /** The API path under `/api/console/`. */
  api: string;
  /** The list answer's key (`{ notifications: [...], total }`). */
  list: string;
  /** The record answer's key (`{ notification: {...} }`). */
  record: string;
  /** The manager scope every call and page of the resource needs; `scheduleAdmin` is the one username. */
  scope: string;
  group: MenuGroup;
  views: readonly ConsoleView[];
  /**
   * An append-only log whose list pages by cursor: a page that follows the one shown names its last row
   * (`after`), so a deep page never skips a million rows (docs/decisions/0038-keyset-paging-and-streamed-exports.md).
   */
  keyset?: true;
}

export const CONSOLE_RESOURCES = [
  {
    key: 'applications',
    name: 'registration',
    api: 'application',
    list: 'applications',
    record: 'application',
    scope: 'registration',
    group: 'housing',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'applications',
    name: 'application',
    api: 'application',
    list: 'applications',
    record: 'application',
    scope: 'application',
    group: 'housing',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'schedules',
    name: 'schedules',
    api: 'application/schedules',
    list: 'schedules',
    record: 'schedule',
    scope: 'scheduleAdmin',
    group: 'housing',
    views: ['list', 'edit', 'create'],
  },
  {
    key: 'popups',
    name: 'popups',
    api: 'popups',
    list: 'popups',
    record: 'popup',
    scope: 'popups',
    group: 'housing',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'banners',
    name: 'banners',
    api: 'banners',
    list: 'banners',
    record: 'banner',
    scope: 'banners',
    group: 'housing',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'notifications',
    name: 'center/notifications',
    api: 'center/notifications',
    list: 'notifications',
    record: 'notification',
    scope: 'centerNotifications',
    group: 'center',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'faqs',
    name: 'center/faqs',
    api: 'center/faqs',
    list: 'faqs',
    record: 'faq',
    scope: 'centerFaqs',
    group: 'center',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'downloads',
    name: 'center/downloads',
    api: 'center/downloads',
    list: 'downloads',
    record: 'download',
    scope: 'centerDownloads',
    group: 'center',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'questions',
    name: 'center/questions',
    api: 'center/questions',
    list: 'questions',
    record: 'question',
    scope: 'centerQuestions',
    group: 'center',
    views: ['list', 'edit', 'export'],
  },
  {
    key: 'terms',
    name: 'terms',
    api: 'terms',
    list: 'terms',
    record: 'term',
    scope: 'terms',
    group: 'center',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'boards',
    name: 'boards',
    api: 'boards/posts',
    list: 'posts',
    record: 'post',
    scope: 'boards',
    group: 'center',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'boards',
    name: 'boards/comments',
    api: 'boards/comments',
    list: 'comments',
    record: 'comment',
    scope: 'boards',
    group: 'center',
    views: ['list'],
  },
  {
    key: 'forms',
    name: 'forms',
    api: 'forms',
    list: 'forms',
    record: 'form',
    scope: 'forms',
    group: 'center',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'fairs',
    name: 'fairs',
    api: 'fairs',
    list: 'fairs',
    record: 'fair',
    scope: 'fairs',
    group: 'matching',
    views: ['list', 'edit', 'create'],
  },
  {
    key: 'matchings',
    name: 'matchings',
    api: 'matchings',
    list: 'matchings',
    record: 'matching',
    scope: 'fairs',
    group: 'matching',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'members',
    name: 'users',
    api: 'users',
    list: 'users',
    record: 'user',
    scope: 'users',
    group: 'matching',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'practices',
    name: 'practices',
    api: 'practices',
    list: 'practices',
    record: 'practice',
    scope: 'experts',
    group: 'experts',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'lawyers',
    name: 'lawyers',
    api: 'lawyers',
    list: 'lawyers',
    record: 'lawyer',
    scope: 'experts',
    group: 'experts',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    // requests, assignment, the adviser's link, close (docs/decisions/0025-expert-consultations.md)
    key: 'consultations',
    name: 'experts/consultations',
    api: 'experts/consultations',
    list: 'consultations',
    record: 'consultation',
    scope: 'experts',
    group: 'experts',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'shopCategories',
    name: 'shop/categories',
    api: 'shop/categories',
    list: 'categories',
    record: 'category',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'shopProducts',
    name: 'shop/products',
    api: 'shop/products',
    list: 'products',
    record: 'product',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'edit', 'create', 'export'],
  },
  // the timed auction (docs/decisions/0033-timed-auction.md); a program's page is its live monitor
  {
    key: 'auctionHalls',
    name: 'auction/halls',
    api: 'auction/halls',
    list: 'halls',
    record: 'hall',
    scope: 'auction',
    group: 'auction',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'auctionPrograms',
    name: 'auction/programs',
    api: 'auction/programs',
    list: 'programs',
    record: 'program',
    scope: 'auction',
    group: 'auction',
    views: ['list', 'show', 'edit', 'create', 'export'],
  },
  {
    key: 'auctionWorks',
    name: 'auction/works',
    api: 'auction/works',
    list: 'works',
    record: 'work',
    scope: 'auction',
    group: 'auction',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'auctionAuthors',
    name: 'auction/authors',
    api: 'auction/authors',
    list: 'authors',
    record: 'author',
    scope: 'auction',
    group: 'auction',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'auctionRegistrations',
    name: 'auction/registrations',
    api: 'auction/registrations',
    list: 'registrations',
    record: 'registration',
    scope: 'auction',
    group: 'auction',
    views: ['list', 'show', 'export'],
  },
  {
    key: 'auctionBids',
    name: 'auction/bids',
    api: 'auction/bids',
    list: 'bids',
    record: 'bid',
    scope: 'auction',
    group: 'auction',
    views: ['list', 'export'],
  },
  {
    key: 'shopOrders',
    name: 'shop/orders',
    api: 'shop/orders',
    list: 'orders',
    record: 'order',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'show', 'export'],
  },
  // coupons, member levels and points (docs/decisions/0041-loyalty-points-coupons-levels.md)
  {
    key: 'shopCoupons',
    name: 'shop/coupons',
    api: 'shop/coupons',
    list: 'coupons',
    record: 'coupon',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'shopLevels',
    // the specification's `/api/console/levels` (docs/spec.md § Console (/api/console)), in the shop's menu and scope
    name: 'levels',
    api: 'levels',
    list: 'levels',
    record: 'level',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'shopPoints',
    name: 'shop/points',
    api: 'shop/points',
    list: 'points',
    record: 'member',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'show', 'export'],
  },
  // product reviews and questions (docs/decisions/0042-shop-reviews-and-questions.md)
  {
    key: 'shopReviews',
    name: 'shop/reviews',
    api: 'shop/reviews',
    list: 'reviews',
    record: 'review',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'edit', 'export'],
  },
  {
    key: 'shopQuestions',
    name: 'shop/inquires',
    api: 'shop/inquires',
    list: 'inquires',
    record: 'inquire',
    scope: 'shop',
    group: 'shop',
    views: ['list', 'edit', 'export'],
  },
  {
    key: 'managers',
    name: 'manager',
    api: 'managers',
    list: 'managers',
    record: 'manager',
    scope: 'manager',
    group: 'system',
    views: ['list', 'edit', 'create', 'export'],
  },
  {
    key: 'logs',
    name: 'logs',
    api: 'common/logs',
    list: 'logs',
    record: 'log',
    scope: 'manager',
    group: 'system',
    views: ['list', 'export'],
    keyset: true,
  },
  {
    key: 'messages',
    name: 'messages',
    api: 'messages',
    list: 'messages',
    record: 'message',
    scope: 'messages',
    group: 'system',
    views: ['list', 'show', 'export'],
    keyset: true,
  },
] as const satisfies readonly ConsoleResourceDeclaration[];

export type ConsoleResourceName = (typeof CONSOLE_RESOURCES)[number]['name'];

/**
 * Console pages that are not resources (docs/spec.md § 2: `/console/setting`, `/console/password`), each
 * with the scope it needs and the menu group it closes. The dashboard (`/console`) needs `manager`
 * (domain/scopes.ts).
 */
export const CONSOLE_CUSTOM_PAGES = [
  { name: 'setting', scope: 'manager', group: 'system' },
  { name: 'password', scope: 'manager', group: 'system' },
  // a round's statistics (docs/decisions/0030-group-notices-and-round-statistics.md)
  { name: 'statistics', scope: 'application', group: 'housing' },
  // the shop's sales (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md)
  { name: 'salesStatistics', scope: 'shop', group: 'shop' },
  // the one increment table of every sale (docs/decisions/0033-timed-auction.md)
  { name: 'increments', scope: 'auction', group: 'auction' },
] as const satisfies readonly { name: string; scope: string; group: MenuGroup }[];

export type ConsoleCustomPageName = (typeof CONSOLE_CUSTOM_PAGES)[number]['name'];

/**
 * Console API prefixes that are tools, not resources: each with the guard its every route gets.
 * `anyManager` is a MANAGER with at least one scope.
 */
export const CONSOLE_TOOLS = [
  { api: 'me', scope: 'anyManager' },
  { api: 'files', scope: 'anyManager' },
  { api: 'dashboard', scope: 'manager' },
  // the boards themselves, for the posts list's filter (the posts and comments are resources)
  { api: 'boards', scope: 'boards' },
  { api: 'setting', scope: 'manager' },
  { api: 'email', scope: 'messages' },
  { api: 'message', scope: 'messages' },
  // a round's group notices and statistics (docs/decisions/0030-group-notices-and-round-statistics.md)
  { api: 'notices', scope: 'application' },
  { api: 'statistics', scope: 'application' },
  // the shop's sales (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md), siblings of the round's
  { api: 'statistics/monthlySales', scope: 'shop' },
  { api: 'statistics/dailySales', scope: 'shop' },
  { api: 'statistics/dayOfWeekSales', scope: 'shop' },
  { api: 'statistics/productsSales', scope: 'shop' },
  { api: 'auction/increments', scope: 'auction' },
  // the points' minimum balance, unit and base rate (docs/decisions/0041-loyalty-points-coupons-levels.md)
  { api: 'shop/pointSettings', scope: 'shop' },
  // the points a review earns (docs/decisions/0042-shop-reviews-and-questions.md)
  { api: 'shop/reviewSettings', scope: 'shop' },
] as const;

type ConsoleResourceRow = (typeof CONSOLE_RESOURCES)[number];
export type ConsoleResourceKey = ConsoleResourceRow['key'];

/**
 * The rows of one concept (`key`), in table order: the files that serve a resource (its admin folder, its
 * route file) read its name, API path and answer keys here rather than spell them again. Most keys have one
 * row; board posts and comments share `boards`, registrations and applications share `applications`.
 */
export const consoleResourcesOf = <K extends ConsoleResourceKey>(key: K) =>
  CONSOLE_RESOURCES.filter((row): row is Extract<ConsoleResourceRow, { key: K }> => row.key === key);

/**
 * The row of `key`, or its `nth` row (in table order) where two rows share the key; an unknown key or row,
 * or a shared key without `nth`, throws at the first import.
 */
export function consoleResource<K extends ConsoleResourceKey>(
  key: K,
  nth?: number,
): Extract<ConsoleResourceRow, { key: K }> {
  const rows = consoleResourcesOf(key);
  const row = rows[nth ?? 0];
  if (!row || (nth === undefined && rows.length > 1)) throw new Error(`console resource ${key}: not one row`);
  return row;
}
