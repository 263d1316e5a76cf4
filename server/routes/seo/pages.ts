import type { Locale } from '#domain/locale.ts';
import { cn } from '#locales/cn/site.ts';
import { en } from '#locales/en/site.ts';
import { ko, type SiteCatalog, type SiteKey } from '#locales/ko/site.ts';

/**
 * The title of each public page as the site's own menu names it (src/site/menu.ts and routes, which the
 * server cannot import), for the link previews the server writes into index.html (preview.ts). A path
 * missing here is shown with the site's own title.
 */
export const PAGE_TITLES: Readonly<Record<string, SiteKey>> = {
  '/business/overview': 'nav.business.overview',
  '/business/environment': 'nav.business.environment',
  '/business/feature': 'nav.business.feature',
  '/business/direction': 'nav.business.direction',
  '/business/supply': 'nav.business.supply',
  '/complex/community': 'nav.complex.community',
  '/complex/layout': 'nav.complex.layout',
  '/complex/floor': 'nav.complex.floor',
  '/complex/unit': 'nav.complex.unit',
  '/complex/neighborhood': 'nav.complex.neighborhood',
  '/subscription/condition': 'nav.subscription.condition',
  '/subscription/recruitment': 'nav.subscription.recruitment',
  '/subscription/document': 'nav.subscription.document',
  '/subscription/support': 'nav.subscription.support',
  '/form/registration': 'nav.registration.form',
  '/application': 'nav.application.landing',
  '/form/application': 'nav.application.form',
  '/form/application-fix': 'nav.application.fix',
  '/application/result': 'nav.application.result',
  '/application/draw': 'nav.application.draw',
  '/default-form': 'page.defaultForm',
  '/center/notice': 'nav.center.notice',
  '/center/faqs': 'nav.center.faqs',
  '/center/download': 'nav.center.download',
  '/center/inquiry': 'nav.center.inquiry',
  '/board/default-board': 'page.board',
  '/privacy-policy': 'page.privacy',
  '/terms/service': 'terms.title',
  '/guide': 'page.guide',
  '/ex': 'page.example',
  '/matching': 'nav.matching.fairs',
  '/experts': 'nav.experts.directory',
  '/shop': 'page.shop',
  '/auction': 'nav.trade.auction',
  '/login': 'page.login',
  '/join': 'page.join',
};

const CATALOGS: Record<Locale, SiteCatalog> = { ko, en, cn };

/** A text of the site's catalog in `locale`, `{name}` placeholders filled. */
export function siteText(locale: Locale, key: SiteKey, vars: Record<string, string> = {}): string {
  return CATALOGS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
