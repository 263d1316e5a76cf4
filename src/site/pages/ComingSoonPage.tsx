import { Link } from 'react-router-dom';
import type { SiteKey } from '#locales/ko/site.ts';
import { useI18n, usePageTitle } from '../i18n.tsx';
import { ClockIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';

/**
 * A route whose content comes in a later issue: the real title in the layout and an honest
 * "coming soon" notice, so every menu link lands somewhere meaningful.
 */
export function ComingSoonPage({ title }: { title: SiteKey }) {
  const { t } = useI18n();
  const heading = t(title);
  usePageTitle(heading);
  return (
    <>
      <PageHeader title={heading} />
      <section className="container page-body" aria-labelledby="coming-soon-title">
        <div className="notice-card">
          <ClockIcon className="notice-card-icon" width={40} height={40} />
          <h2 id="coming-soon-title">{t('page.comingSoon.title')}</h2>
          <p>{t('page.comingSoon.body')}</p>
          <p className="notice-card-help">{t('page.comingSoon.help')}</p>
          <div className="notice-card-actions">
            <Link to="/" className="btn btn-primary">
              {t('page.home')}
            </Link>
            <Link to="/center/notice" className="btn btn-outline">
              {t('nav.center.notice')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export default ComingSoonPage;
