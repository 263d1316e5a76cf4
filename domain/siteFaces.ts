/**
 * The two public faces of the one site (docs/decisions/0026-matching-for-a-large-fair.md): the housing
 * complex's and the trade centre's. Each has its own header, brand and menu; login, join, a member's own
 * details and the legal pages are shared and keep the face the visitor came from.
 */
export type SiteFace = 'housing' | 'trade';

/** The trade centre's pages: the fairs, its advisers, its shop, its auction and their member pages. */
const TRADE_PATHS = [
  '/matching',
  '/experts',
  '/shop',
  '/auction',
  '/mypage/matchings',
  '/mypage/agenda',
  '/mypage/likes',
  '/mypage/products',
  '/mypage/schedules',
  '/mypage/consultations',
  '/mypage/cart',
  '/mypage/checkout',
  '/mypage/order',
  '/mypage/bids',
] as const;

/** Pages both faces use: a member logs in and keeps their details once for both. */
const SHARED_PATHS = ['/login', '/join', '/mypage', '/privacy-policy', '/terms'] as const;

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The face a path belongs to, or null for a shared page (it keeps the face the visitor came from). */
export function faceOfPath(pathname: string): SiteFace | null {
  if (TRADE_PATHS.some((path) => within(pathname, path))) return 'trade';
  if (SHARED_PATHS.some((path) => within(pathname, path))) return null;
  return 'housing';
}
