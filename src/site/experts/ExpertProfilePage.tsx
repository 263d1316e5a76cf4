import { Link, useParams } from 'react-router-dom';
import type { PublicLawyer } from '#domain/schemas/lawyer.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { codeNames } from './codeNames.ts';
import './experts.css';
import { useExpertsI18n } from './i18n.ts';
import { LawyerPhoto } from './LawyerCard.tsx';

/** /experts/:id — one adviser: areas, countries, languages, career, and whether they take new requests. */
export default function ExpertProfilePage() {
  const { _lawyer } = useParams();
  const { t, locale } = useExpertsI18n();
  const res = useResource<{ lawyer: PublicLawyer }>(`/api/v1/lawyers/${encodeURIComponent(_lawyer ?? '')}`);
  if (res.status === 404 || res.status === 400) return <NotFoundPage />;
  const lawyer = res.data?.lawyer;
  const names = codeNames(locale);
  const rows: [string, string, string | undefined][] = lawyer
    ? [
        [t('ex.specialties'), lawyer.specialties.map((p) => p.name).join(', '), undefined],
        [t('ex.alsoHandles'), lawyer.alsoHandles.map((p) => p.name).join(', '), undefined],
        [t('ex.countries'), lawyer.countries.map(names.country).join(', '), undefined],
        [t('ex.languages'), lawyer.languages.map(names.language).join(', '), undefined],
      ]
    : [];

  return (
    <CenterPage title={t('nav.experts.directory')} heading={lawyer?.name} description={t('ex.description')}>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !lawyer ? (
        <Loading />
      ) : (
        <article className="ex-profile">
          <header className="ex-profile-head">
            <LawyerPhoto lawyer={lawyer} />
            <div>
              <p className="ex-kind">{t(`ex.kind.${lawyer.kind}`)}</p>
              <h2 className="ex-name" lang={lawyer.lang.name}>
                {lawyer.name}
              </h2>
              <p className="ex-firm" lang={lawyer.lang.firm}>
                {[lawyer.firm, lawyer.title].filter(Boolean).join(' · ')}
              </p>
              <p className={lawyer.accepting ? 'ex-open' : 'ex-closed'}>
                {t(lawyer.accepting ? 'ex.accepting' : 'ex.notAccepting')}
              </p>
            </div>
          </header>
          <dl className="ex-facts">
            {rows
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {lawyer.career && (
            <section className="ex-career">
              <h3>{t('ex.career')}</h3>
              <p lang={lawyer.lang.career}>{lawyer.career}</p>
            </section>
          )}
          <p className="ex-actions">
            {lawyer.accepting && (
              <Link className="btn btn-primary" to={`/mypage/consultations/new?lawyer=${lawyer._id}`}>
                {t('ex.request')}
              </Link>
            )}
            <Link className="btn btn-outline" to="/experts">
              {t('ex.back')}
            </Link>
          </p>
        </article>
      )}
    </CenterPage>
  );
}
