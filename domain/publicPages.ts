/**
 * The site's static public pages (docs/spec.md § 2) that render for any visitor: identity verification, the
 * pages of one person's application or inquiry (reached only with proof) and the writing pages aside. The
 * sitemap lists them (server/routes/seo.ts) and the browser tests visit them (e2e/staticRoutes.ts).
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/business/overview',
  '/business/environment',
  '/business/feature',
  '/business/direction',
  '/business/supply',
  '/complex/community',
  '/complex/layout',
  '/complex/floor',
  '/complex/unit',
  '/complex/neighborhood',
  '/subscription/condition',
  '/subscription/recruitment',
  '/subscription/document',
  '/subscription/support',
  '/application',
  '/form/registration',
  '/form/application',
  '/form/application-fix',
  '/default-form',
  '/center/notice',
  '/center/faqs',
  '/center/inquiry',
  '/center/download',
  '/board/default-board',
  '/privacy-policy',
  '/terms/service',
  '/guide',
  '/experts',
  '/ex',
];
