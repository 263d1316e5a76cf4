import { Link } from 'react-router-dom';
import type { PublicLawyer } from '#domain/schemas/lawyer.ts';
import { useExpertsI18n } from './i18n.ts';
import { codeNames } from './codeNames.ts';

/** The adviser's photo, or their initial on a tinted square when there is none. */
export function LawyerPhoto({ lawyer }: { lawyer: PublicLawyer }) {
  const { t } = useExpertsI18n();
  return lawyer.photo ? (
    <img className="ex-photo" src={lawyer.photo} alt={t('ex.photo', { name: lawyer.name })} loading="lazy" />
  ) : (
    <span className="ex-photo is-initial" aria-hidden="true">
      {lawyer.name.slice(0, 1)}
    </span>
  );
}

/** One adviser in the directory: who, where, their specialist areas and the countries they cover. */
export function LawyerCard({ lawyer }: { lawyer: PublicLawyer }) {
  const { t, locale } = useExpertsI18n();
  const names = codeNames(locale);
  return (
    <li className="ex-card">
      <LawyerPhoto lawyer={lawyer} />
      <div className="ex-card-body">
        <p className="ex-kind">{t(`ex.kind.${lawyer.kind}`)}</p>
        <h2 className="ex-name" lang={lawyer.lang.name}>
          <Link to={`/experts/${lawyer._id}`}>{lawyer.name}</Link>
        </h2>
        <p className="ex-firm" lang={lawyer.lang.firm}>
          {[lawyer.firm, lawyer.title].filter(Boolean).join(' · ')}
        </p>
        <ul className="ex-tags" aria-label={t('ex.specialties')}>
          {lawyer.specialties.map((p) => (
            <li key={p._id}>{p.name}</li>
          ))}
        </ul>
        <p className="ex-meta">
          <span className="visually-hidden">{t('ex.countries')}: </span>
          {lawyer.countries.map(names.country).join(', ')}
        </p>
        {!lawyer.accepting && <p className="ex-closed">{t('ex.notAccepting')}</p>}
      </div>
    </li>
  );
}
