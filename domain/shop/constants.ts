/**
 * The shop's constants that the site's pages render with, kept apart from the zod schemas that validate with
 * them (domain/schemas/shop*.ts re-export them): a page that only shows the catalogue then loads no zod
 * (docs/decisions/0055-few-chunks-per-page.md § Schemas).
 */

/** The catalogue's sorts (`sort=` of GET /api/v1/shop/products). */
export const SHOP_SORTS = ['new', 'popular', 'priceAsc', 'priceDesc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** The most units of one product in a cart line or an order line. */
export const SHOP_QUANTITY_MAX = 99;

/** The most photos one product review carries. */
export const REVIEW_PHOTOS_MAX = 5;
