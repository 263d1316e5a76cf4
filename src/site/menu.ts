import type { SiteKey } from '#locales/ko/site.ts';

export interface MenuLink {
  path: string;
  label: SiteKey;
  /** Shown to this member type only (and to visitors, who are asked to log in). */
  only?: 'PERSON' | 'COMPANY';
}

export interface MenuGroup {
  id: string;
  label: SiteKey;
  /** The top item links to the first child. */
  children: readonly MenuLink[];
}

/**
 * The main menu of docs/spec.md § 2 "Navigation and behaviour": the header, the sitemap and the sub-page
 * tabs.
 */
export const MENU: readonly MenuGroup[] = [
  {
    id: 'business',
    label: 'nav.business',
    children: [
      { path: '/business/overview', label: 'nav.business.overview' },
      { path: '/business/environment', label: 'nav.business.environment' },
      { path: '/business/feature', label: 'nav.business.feature' },
      { path: '/business/direction', label: 'nav.business.direction' },
      { path: '/business/supply', label: 'nav.business.supply' },
    ],
  },
  {
    id: 'complex',
    label: 'nav.complex',
    children: [
      { path: '/complex/community', label: 'nav.complex.community' },
      { path: '/complex/layout', label: 'nav.complex.layout' },
      { path: '/complex/floor', label: 'nav.complex.floor' },
      { path: '/complex/unit', label: 'nav.complex.unit' },
      { path: '/complex/neighborhood', label: 'nav.complex.neighborhood' },
    ],
  },
  {
    id: 'subscription',
    label: 'nav.subscription',
    children: [
      { path: '/subscription/condition', label: 'nav.subscription.condition' },
      { path: '/subscription/recruitment', label: 'nav.subscription.recruitment' },
      { path: '/subscription/document', label: 'nav.subscription.document' },
      { path: '/subscription/support', label: 'nav.subscription.support' },
    ],
  },
  {
    id: 'registration',
    label: 'nav.registration',
    children: [{ path: '/form/registration', label: 'nav.registration.form' }],
  },
  {
    id: 'application',
    label: 'nav.application',
    children: [
      { path: '/application', label: 'nav.application.landing' },
      { path: '/form/application', label: 'nav.application.form' },
      { path: '/form/application-fix', label: 'nav.application.fix' },
      { path: '/application/result', label: 'nav.application.result' },
      { path: '/application/draw', label: 'nav.application.draw' },
    ],
  },
  {
    id: 'center',
    label: 'nav.center',
    children: [
      { path: '/center/notice', label: 'nav.center.notice' },
      { path: '/center/faqs', label: 'nav.center.faqs' },
      { path: '/center/download', label: 'nav.center.download' },
      { path: '/center/inquiry', label: 'nav.center.inquiry' },
    ],
  },
  {
    id: 'matching',
    label: 'nav.matching',
    children: [
      { path: '/matching', label: 'nav.matching.fairs' },
      { path: '/mypage/matchings', label: 'nav.matching.offers' },
      { path: '/mypage/likes', label: 'nav.matching.likes', only: 'PERSON' },
      // the trade centre's advisers for exporters: beside the fairs, not an eighth top item the header has no room for
      { path: '/experts', label: 'nav.experts.directory' },
      // the trade centre's shop of its firms' products (docs/decisions/0029-shop-orders-and-payment.md)
      { path: '/shop', label: 'nav.shop' },
      { path: '/mypage/cart', label: 'nav.shop.cart' },
      { path: '/mypage/order', label: 'nav.shop.orders' },
    ],
  },
];

/**
 * The trade centre's own menu on its face (/matching, its advisers, its shop and the member pages of matching:
 * domain/siteFaces.ts, docs/decisions/0026-matching-for-a-large-fair.md). The housing menu keeps its matching
 * group as the door into this face.
 */
export const TRADE_MENU: readonly MenuGroup[] = [
  {
    id: 'fairs',
    label: 'nav.matching.fairs',
    children: [{ path: '/matching', label: 'nav.matching.fairs' }],
  },
  {
    id: 'mine',
    label: 'nav.trade.mine',
    children: [
      { path: '/mypage/matchings', label: 'nav.matching.offers' },
      { path: '/mypage/agenda', label: 'nav.trade.agenda' },
      { path: '/mypage/likes', label: 'nav.matching.likes', only: 'PERSON' },
      { path: '/mypage/products', label: 'nav.trade.products', only: 'COMPANY' },
    ],
  },
  {
    id: 'experts',
    label: 'nav.experts.directory',
    children: [
      { path: '/experts', label: 'nav.experts.directory' },
      { path: '/mypage/consultations', label: 'nav.experts.consultations' },
    ],
  },
  {
    id: 'shop',
    label: 'nav.trade.shop',
    children: [
      { path: '/shop', label: 'nav.trade.shop' },
      { path: '/mypage/cart', label: 'nav.trade.cart' },
      { path: '/mypage/order', label: 'nav.trade.orders' },
      { path: '/mypage/coupon', label: 'nav.trade.coupons' },
      { path: '/mypage/point', label: 'nav.trade.points' },
      { path: '/mypage/level', label: 'nav.trade.level' },
      { path: '/mypage/review', label: 'nav.trade.reviews' },
      { path: '/mypage/inquire', label: 'nav.trade.inquires' },
    ],
  },
  {
    id: 'auction',
    label: 'nav.trade.auction',
    children: [
      { path: '/auction', label: 'nav.trade.auction' },
      { path: '/mypage/bids', label: 'nav.trade.bids' },
    ],
  },
];

/** The links a viewer of `type` is offered: a buyers-only page is hidden from sellers and managers. */
export function linksFor(links: readonly MenuLink[], type: string | null): MenuLink[] {
  return links.filter((link) => !link.only || type === null || type === link.only);
}

/** `/center/notice/123` belongs to `/center/notice`; `/form/application-fix` does not belong to `/form/application`. */
export function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The one link of `links` the page is on: the longest path it lies within (`/application/result`, not `/application`). */
export function currentPath(pathname: string, links: readonly MenuLink[]): string | undefined {
  return links
    .filter((link) => isWithin(pathname, link.path))
    .reduce<string | undefined>(
      (best, link) => (best && best.length >= link.path.length ? best : link.path),
      undefined,
    );
}

export function groupOf(pathname: string, menu: readonly MenuGroup[] = MENU): MenuGroup | undefined {
  return menu.find((g) => g.children.some((c) => isWithin(pathname, c.path)));
}
