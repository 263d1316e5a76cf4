import { Link } from 'react-router-dom';
import { useI18n, usePageTitle } from '../i18n.tsx';
import { PageHeader } from './PageHeader.tsx';

export function NotFoundPage() {
  const { t } = useI18n();
  const title = t('page.notFound.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <section className="container page-body">
        <div className="notice-card">
          <p className="notice-card-code" aria-hidden="true">
            404
          </p>
          <p>{t('page.notFound.body')}</p>
          <div className="notice-card-actions">
            <Link to="/" className="btn btn-primary">
              {t('page.home')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export default NotFoundPage;
