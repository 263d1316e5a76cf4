import { Link } from 'react-router-dom';
import { APARTMENT_TYPES, COMPLEX } from '#domain/constants.ts';
import { formatArea } from '#domain/format.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import { useI18n } from '../i18n.tsx';
import { ArrowRightIcon } from '../ui/icons.tsx';

interface Row {
  id: string;
  title: SiteKey;
  desc: SiteKey;
  more: SiteKey;
  to: string;
  image: string;
}

const ROWS: Row[] = [
  {
    id: 'station',
    title: 'features.station.title',
    desc: 'features.station.desc',
    more: 'features.station.more',
    to: '/business/environment',
    image: '/images/hero-1.svg',
  },
  {
    id: 'scale',
    title: 'features.scale.title',
    desc: 'features.scale.desc',
    more: 'features.scale.more',
    to: '/complex/layout',
    image: '/images/hero-3.svg',
  },
  {
    id: 'community',
    title: 'features.community.title',
    desc: 'features.community.desc',
    more: 'features.community.more',
    to: '/complex/community',
    image: '/images/hero-2.svg',
  },
];

/** A small floor-plan glyph: one room for the 25 types, two for the 52 types. */
function PlanGlyph({ rooms }: { rooms: 1 | 2 }) {
  return (
    <svg
      className="unit-glyph"
      width="56"
      height="44"
      viewBox="0 0 56 44"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="52" height="40" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      {rooms === 2 ? (
        <path d="M26 2v22M26 32v10M2 24h14" stroke="currentColor" strokeWidth="2" fill="none" />
      ) : (
        <path d="M38 2v14M38 24v18" stroke="currentColor" strokeWidth="2" fill="none" />
      )}
      <rect x="40" y="30" width="10" height="8" rx="1" fill="currentColor" opacity="0.35" />
    </svg>
  );
}

/** Premium features of the complex (docs/spec.md § 1, § 9): station area, scale, unit types, community. */
export function Features() {
  const { t } = useI18n();
  const vars = { units: COMPLEX.units, basement: COMPLEX.basementFloors, floors: COMPLEX.upperFloors };

  const row = (r: Row, reverse: boolean) => (
    <article
      key={r.id}
      className={`feature-row${reverse ? ' is-reverse' : ''}`}
      aria-labelledby={`feature-${r.id}`}
    >
      <div className="feature-media">
        <img src={r.image} alt="" loading="lazy" decoding="async" width="1920" height="900" />
      </div>
      <div className="feature-text">
        <h3 id={`feature-${r.id}`}>{t(r.title, vars)}</h3>
        <p>{t(r.desc, vars)}</p>
        <Link to={r.to} className="text-link">
          {t(r.more)}
          <ArrowRightIcon width={16} height={16} />
        </Link>
      </div>
    </article>
  );

  return (
    <section className="home-section features" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <h2 id="features-title" className="section-title">
            {t('features.heading')}
          </h2>
          <p className="section-lead">{t('features.lead')}</p>
        </div>
        {row(ROWS[0]!, false)}
        {row(ROWS[1]!, true)}
        <article className="feature-units" aria-labelledby="feature-units">
          <div className="feature-units-head">
            <h3 id="feature-units">{t('features.units.title')}</h3>
            <p>{t('features.units.desc')}</p>
          </div>
          <ul className="unit-grid">
            {APARTMENT_TYPES.map((type) => (
              <li key={type.code} className="unit-card">
                <PlanGlyph rooms={type.code.startsWith('52') ? 2 : 1} />
                <p className="unit-code">{t('features.units.type', { code: type.code })}</p>
                <p className="unit-area">{t('features.units.area', { area: formatArea(type.areaM2) })}</p>
              </li>
            ))}
          </ul>
          <Link to="/complex/unit" className="text-link">
            {t('features.units.more')}
            <ArrowRightIcon width={16} height={16} />
          </Link>
        </article>
        {row(ROWS[2]!, false)}
      </div>
    </section>
  );
}
