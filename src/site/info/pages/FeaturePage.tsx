import { APARTMENT_TYPES } from '#domain/constants.ts';
import { FACILITIES, PARCEL_LOCKERS, PARKING, UNIT_SPECS, type UnitSpec } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { FACT_VARS, STAY_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { FeatureIcon } from '../icons.tsx';
import { InfoPage, MoreLink, Section } from '../InfoPage.tsx';

const OPTION_ORDER = [
  'fridge',
  'washer',
  'induction2',
  'induction3',
  'aircon1',
  'aircon2',
  'wardrobe',
  'shoe',
  'doorlock',
  'blind',
] as const satisfies readonly UnitSpec['options'][number][];

const FEATURES = [
  'station',
  'rent',
  'builtin',
  'community',
  'safety',
  'deposit',
  'mobility',
  'energy',
] as const;

/** /business/feature: what sets the complex apart, and what comes with each unit type. */
export function FeaturePage() {
  const { ti } = useInfo();
  const vars = {
    ...STAY_VARS,
    n: FACILITIES.filter((f) => f.id !== 'office' && f.id !== 'bicycle').length,
    lockers: PARCEL_LOCKERS,
    bikes: PARKING.bicycles,
    ev: PARKING.evCharging,
    share: PARKING.carShare,
  };
  const options = [...new Set(APARTMENT_TYPES.flatMap((t) => UNIT_SPECS[t.code].options))].sort(
    (a, b) => OPTION_ORDER.indexOf(a) - OPTION_ORDER.indexOf(b),
  );
  return (
    <InfoPage
      title="nav.business.feature"
      description={ti('info.meta.feature', FACT_VARS)}
      lead={ti('info.feature.lead')}
    >
      <Section id="feature-list" title={ti('info.feature.list.heading', { n: FEATURES.length })}>
        <ol className="card-grid is-4 feature-cards">
          {FEATURES.map((f, i) => (
            <li key={f} className="info-card">
              <span className="card-index" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <FeatureIcon name={f} />
              <h3>{ti(`info.feature.${f}.title`)}</h3>
              <p>{ti(`info.feature.${f}.body`, vars)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="feature-options" title={ti('info.feature.compare.caption')}>
        <DataTable
          caption={ti('info.feature.compare.caption')}
          captionHidden
          minWidth={560}
          columns={[
            { label: ti('info.feature.compare.item') },
            ...APARTMENT_TYPES.map((t) => ({ label: ti('info.common.typeName', { code: t.code }) })),
          ]}
          rows={options.map((o) => [
            ti(`info.option.${o}`),
            ...APARTMENT_TYPES.map((t) =>
              UNIT_SPECS[t.code].options.includes(o) ? (
                <span className="mark-yes">
                  <span aria-hidden="true">●</span>
                  <span className="visually-hidden">{ti('info.common.yes')}</span>
                </span>
              ) : (
                <span className="mark-no">
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">{ti('info.common.no')}</span>
                </span>
              ),
            ),
          ])}
        />
        <p className="more-links">
          <MoreLink to="/complex/unit">{ti('info.supply.more.unit')}</MoreLink>
          <MoreLink to="/complex/community">{ti('info.feature.community.title')}</MoreLink>
        </p>
      </Section>
    </InfoPage>
  );
}

export default FeaturePage;
