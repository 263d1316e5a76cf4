import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ELIGIBILITY } from '#domain/constants.ts';
import { formatNumber } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { ArrowRightIcon, LineIcon } from '../ui/icons.tsx';

const icon = (d: ReactNode) => <LineIcon className="elig-icon">{d}</LineIcon>;

const ICONS = {
  age: icon(
    <>
      <rect x="7" y="9" width="26" height="24" rx="3" />
      <path d="M7 16h26M14 6v6M26 6v6M14 23h4M22 23h4M14 28h4" />
    </>,
  ),
  type: icon(
    <>
      <circle cx="14" cy="14" r="5" />
      <circle cx="27" cy="15" r="4" />
      <path d="M5 32c0-5 4-9 9-9s9 4 9 9M22 32c0-4 2-8 6-8 3 0 6 3 6 8" />
    </>,
  ),
  home: icon(
    <>
      <path d="M6 19L20 7l14 12" />
      <path d="M10 16v16h20V16" />
      <path d="M17 32v-8h6v8" />
    </>,
  ),
  car: icon(
    <>
      <path d="M7 25l3-9a3 3 0 0 1 3-2h14a3 3 0 0 1 3 2l3 9" />
      <rect x="5" y="24" width="30" height="7" rx="2" />
      <path d="M10 31v3M30 31v3" />
      <circle cx="11" cy="27.5" r="1" fill="currentColor" />
      <circle cx="29" cy="27.5" r="1" fill="currentColor" />
    </>,
  ),
};

/** docs/spec.md § 9 eligibility, from ELIGIBILITY so the figures change in one place. */
export function Eligibility() {
  const { t } = useI18n();
  const amount = formatNumber(ELIGIBILITY.carValueLimitWon);
  const vars = { min: ELIGIBILITY.ageMin, max: ELIGIBILITY.ageMax };

  return (
    <section className="home-section elig" aria-labelledby="elig-title">
      <div className="container">
        <div className="section-head">
          <h2 id="elig-title" className="section-title">
            {t('eligibility.heading')}
          </h2>
          <p className="section-lead">{t('eligibility.lead')}</p>
        </div>
        <ul className="elig-grid">
          <li className="elig-card">
            {ICONS.age}
            <h3>{t('eligibility.age.title')}</h3>
            <p className="elig-value">{t('eligibility.age.value', vars)}</p>
            <p className="elig-desc">{t('eligibility.age.desc', vars)}</p>
          </li>
          <li className="elig-card">
            {ICONS.type}
            <h3>{t('eligibility.type.title')}</h3>
            <dl className="elig-types">
              <div>
                <dt>{t('eligibility.type.youth')}</dt>
                <dd>{t('eligibility.type.youthDesc')}</dd>
              </div>
              <div>
                <dt>{t('eligibility.type.married')}</dt>
                <dd>{t('eligibility.type.marriedDesc', { years: ELIGIBILITY.newlywedWithinYears })}</dd>
              </div>
            </dl>
          </li>
          <li className="elig-card">
            {ICONS.home}
            <h3>{t('eligibility.homeless.title')}</h3>
            <p className="elig-value">{t('eligibility.homeless.value')}</p>
            <p className="elig-desc">{t('eligibility.homeless.desc')}</p>
          </li>
          <li className="elig-card">
            {ICONS.car}
            <h3>{t('eligibility.car.title')}</h3>
            <p className="elig-value">{t('eligibility.car.value', { amount })}</p>
            <p className="elig-desc">
              {t('eligibility.car.desc', { amount, year: ELIGIBILITY.carValueLimitYear })}
            </p>
          </li>
        </ul>
        <p className="elig-note">
          {t('eligibility.note')}{' '}
          <Link to="/subscription/condition" className="text-link">
            {t('eligibility.more')}
            <ArrowRightIcon width={16} height={16} />
          </Link>
        </p>
      </div>
    </section>
  );
}
