import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatBusinessNumber, formatPhone } from '#domain/format.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import { useI18n } from '../i18n.tsx';
import { BlogIcon, FacebookIcon, InstagramIcon, YoutubeIcon } from '../ui/icons.tsx';
import { useFace } from '../face.tsx';
import { BrandMark } from './Logo.tsx';
import { useSetting } from '../ui/useSetting.ts';

const SOCIAL = [
  { key: 'blog', label: 'footer.blog', Icon: BlogIcon },
  { key: 'youtube', label: 'footer.youtube', Icon: YoutubeIcon },
  { key: 'facebook', label: 'footer.facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'footer.instagram', Icon: InstagramIcon },
] as const;

/** Only http(s) addresses become links: a setting must not smuggle in a javascript: URL. */
const safeUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null);

/**
 * The footer of docs/spec.md § 1 and § 2 from GET /api/v1/setting: the complex, its office and the operator's
 * legal details, in the visitor's language where a manager wrote it (Korean marked `lang="ko"` otherwise).
 */
export function Footer() {
  const { t, locale } = useI18n();
  const setting = useSetting();
  const { face, name } = useFace();
  const trade = face === 'trade';

  const complex = setting?.complex;
  const officePhone = complex?.officePhone;
  // The complex's rows and the social links are the housing site's; the operator's legal details (the one
  // operator of both faces, and the shop's seller under 전자상거래법 제10조) show on both
  // (docs/decisions/0026-matching-for-a-large-fair.md).
  const facts: [SiteKey, ReactNode][] = setting
    ? (
        [
          ...(trade
            ? []
            : ([
                ['footer.complex', [complex?.name, complex?.address].filter(Boolean).join(' · ')],
                [
                  'footer.office',
                  (officePhone || complex?.officeHours) && (
                    <>
                      {officePhone && (
                        <a href={`tel:${officePhone.replace(/\D/g, '')}`}>{formatPhone(officePhone)}</a>
                      )}
                      {officePhone && complex?.officeHours && ' · '}
                      {complex?.officeHours && (
                        <span lang={contentLang(complex.officeHours, locale)}>{complex.officeHours}</span>
                      )}
                    </>
                  ),
                ],
              ] as [SiteKey, ReactNode][])),
          ['footer.company', setting.companyName],
          ['footer.representative', setting.representative],
          ['footer.businessNumber', formatBusinessNumber(setting.businessNumber)],
          ['footer.mailOrderNumber', setting.mailOrderNumber],
          ['footer.address', setting.address],
          [
            'footer.phone',
            setting.phone && (
              <a href={`tel:${setting.phone.replace(/\D/g, '')}`}>{formatPhone(setting.phone)}</a>
            ),
          ],
          ['footer.email', setting.email && <a href={`mailto:${setting.email}`}>{setting.email}</a>],
        ] as [SiteKey, ReactNode][]
      ).filter(([, value]) => Boolean(value))
    : [];

  const social = trade
    ? []
    : SOCIAL.map((s) => ({ ...s, url: safeUrl(setting?.social?.[s.key]) })).filter((s) => s.url);

  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-top">
          <p className="footer-brand">
            <BrandMark face={face} size={32} />
            {trade ? (
              <span>{t(name)}</span>
            ) : (
              <span lang={contentLang(setting?.companyName, locale)}>
                {setting?.companyName || t('site.name')}
              </span>
            )}
          </p>
          <nav className="footer-links" aria-label={t('footer.links')}>
            <ul>
              <li>
                <Link to="/privacy-policy" className="footer-privacy">
                  {t('page.privacy')}
                </Link>
              </li>
              {trade ? (
                <li>
                  <Link to="/">{t('trade.housing')}</Link>
                </li>
              ) : (
                <li>
                  <Link to="/center/notice">{t('nav.center.notice')}</Link>
                </li>
              )}
              <li>
                <Link to="/terms/purchase">{t('footer.purchaseTerms')}</Link>
              </li>
              {setting?.mailOrderNumber && setting.businessNumber && (
                <li>
                  {/* 전자상거래법 제13조: the operator's registration, checkable at the Fair Trade Commission */}
                  <a
                    href={`https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${setting.businessNumber.replace(/\D/g, '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('footer.businessCheck')} ({t('a11y.newWindow')})
                  </a>
                </li>
              )}
            </ul>
          </nav>
          {social.length > 0 && (
            <ul className="footer-social" aria-label={t('footer.social')}>
              {social.map(({ key, label, Icon, url }) => (
                <li key={key}>
                  <a
                    href={url!}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(label)} (${t('a11y.newWindow')})`}
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {facts.length > 0 && (
          <dl className="footer-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd lang={typeof value === 'string' ? contentLang(value, locale) : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {setting?.copyright && !trade && (
          <p className="footer-copyright" lang={contentLang(setting.copyright, locale)}>
            {setting.copyright}
          </p>
        )}
      </div>
    </footer>
  );
}
