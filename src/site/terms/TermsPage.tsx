import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import type { PublicTerm as Term } from '#domain/schemas/term.ts';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useI18n } from '../i18n.tsx';
import './terms.css';

/** The privacy policy has the address docs/spec.md § 2 gives it; the other terms live under /terms/{code}. */
export const termPath = (code: string) => (code === 'privacy' ? '/privacy-policy' : `/terms/${code}`);

/**
 * /privacy-policy and /terms/{code} — one term from GET /api/v1/terms/{code} (sanitized HTML written in
 * the console), with links to the others.
 */
export function TermsPage({ code: fixed }: { code?: string }) {
  const { t, locale } = useI18n();
  const params = useParams();
  const code = fixed ?? params.code ?? 'privacy';
  const res = useResource<{ term: Term }>(`/api/v1/terms/${encodeURIComponent(code)}`);
  const all = useResource<{ terms: Term[] }>('/api/v1/terms');
  const term = res.data?.term.code === code ? res.data.term : undefined;
  const title = code === 'privacy' ? t('page.privacy') : (term?.title ?? t('terms.title'));

  return (
    <CenterPage
      title={title}
      titleLang={code === 'privacy' ? undefined : contentLang(term?.title, locale, term?.lang?.title)}
      description={t(code === 'privacy' ? 'terms.meta.privacy' : 'terms.meta.other')}
    >
      {all.data && all.data.terms.length > 1 && (
        <nav className="terms-nav" aria-label={t('terms.nav')}>
          <ul>
            {all.data.terms.map((item) => (
              <li key={item.code}>
                <Link
                  to={termPath(item.code)}
                  aria-current={item.code === code ? 'page' : undefined}
                  lang={contentLang(item.title, locale, item.lang?.title)}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {res.status === 404 ? (
        <NotFound back="/privacy-policy" backLabel={t('page.privacy')} />
      ) : res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !term ? (
        <Loading />
      ) : (
        <article className="terms-doc" aria-labelledby="terms-doc-title">
          <h2
            id="terms-doc-title"
            className="terms-doc-title"
            lang={contentLang(term.title, locale, term.lang?.title)}
          >
            {term.title}
          </h2>
          {code !== 'privacy' && term.required && <p className="badge badge-notice">{t('terms.required')}</p>}
          {/* sanitized by the server on every write */}
          <div
            className="rich-text"
            lang={contentLang(term.content, locale, term.lang?.content)}
            dangerouslySetInnerHTML={{ __html: term.content }}
          />
        </article>
      )}
    </CenterPage>
  );
}

export function PrivacyPolicyPage() {
  return <TermsPage code="privacy" />;
}

export default TermsPage;
