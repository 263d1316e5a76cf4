import { PUBLIC_PAGES } from '#domain/publicPages.ts';

/**
 * The site's public routes that render for any visitor (identity verification and personal records aside),
 * visited by the accessibility and customer-centre specs: the public pages and the two writing pages.
 */
export const STATIC_ROUTES = [...PUBLIC_PAGES, '/center/inquiry/write', '/board/default-board/write'];
