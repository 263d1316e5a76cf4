import { APARTMENT_TYPES, COMPLEX } from '#domain/constants.ts';
import { formatArea, formatNumber } from '#domain/format.ts';
import { useSetting } from '../../ui/useSetting.ts';
import { CORE_ELEVATORS, PARKING, SITE } from '../data.ts';
import { KeyValueTable } from '../DataTable.tsx';
import { BuildingSection } from '../diagrams/BuildingSection.tsx';
import { FACT_VARS, STAY_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, MoreLink, Section } from '../InfoPage.tsx';

/** /business/overview: what the project is, the key figures, the overview table and the building section. */
export function OverviewPage() {
  const { ti } = useInfo();
  const setting = useSetting();
  const elevators = CORE_ELEVATORS.A + CORE_ELEVATORS.B;
  const figures = [
    { label: ti('info.overview.fig.units'), value: ti('info.common.units', { n: FACT_VARS.units }) },
    { label: ti('info.overview.fig.scale'), value: ti('info.overview.fig.scaleValue', FACT_VARS) },
    {
      label: ti('info.overview.fig.station'),
      value: ti('info.common.walk', { n: setting?.complex.stations[0]?.walkMin ?? '' }),
    },
    {
      label: ti('info.overview.fig.types'),
      value: ti('info.overview.fig.typesValue', { n: APARTMENT_TYPES.length }),
      note: APARTMENT_TYPES.map((t) => t.code).join(' · '),
    },
  ];
  const rows: [string, string][] = [
    [ti('info.overview.row.name'), ti('info.common.complexName')],
    [ti('info.overview.row.address'), ti('info.common.address')],
    [ti('info.overview.row.kind'), ti('info.overview.row.kindValue')],
    [ti('info.overview.row.land'), ti('info.common.m2', { n: formatArea(SITE.landM2) })],
    [ti('info.overview.row.building'), ti('info.common.m2', { n: formatArea(SITE.buildingM2) })],
    [
      ti('info.overview.row.totalFloor'),
      ti('info.overview.row.totalFloorValue', {
        total: formatArea(SITE.totalFloorM2),
        above: formatArea(SITE.aboveGroundM2),
        below: formatArea(SITE.belowGroundM2),
      }),
    ],
    [ti('info.overview.row.coverage'), ti('info.common.percent', { n: SITE.coveragePct.toFixed(2) })],
    [ti('info.overview.row.far'), ti('info.common.percent', { n: SITE.floorAreaRatioPct.toFixed(2) })],
    [ti('info.overview.row.scale'), ti('info.overview.row.scaleValue', FACT_VARS)],
    [ti('info.overview.row.units'), ti('info.overview.row.unitsValue', FACT_VARS)],
    [
      ti('info.overview.row.parking'),
      ti('info.overview.row.parkingValue', {
        total: formatNumber(PARKING.total),
        accessible: PARKING.accessible,
        ev: PARKING.evCharging,
        share: PARKING.carShare,
      }),
    ],
    [ti('info.overview.row.elevators'), ti('info.overview.row.elevatorsValue', { n: elevators })],
  ];
  if (setting?.companyName) rows.push([ti('info.overview.row.operator'), setting.companyName]);

  return (
    <InfoPage
      title="nav.business.overview"
      description={ti('info.meta.overview', FACT_VARS)}
      lead={ti('info.overview.lead', FACT_VARS)}
    >
      <Section id="overview-figures" title={ti('info.overview.figures')}>
        <ul className="fact-grid">
          {figures.map((f) => (
            <li key={f.label} className="fact-card">
              <span className="fact-label">{f.label}</span>
              <strong className="fact-value">{f.value}</strong>
              {f.note && <span className="fact-note">{f.note}</span>}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="overview-about" title={ti('info.overview.about.heading')}>
        <div className="prose">
          <p>{ti('info.overview.about.p1')}</p>
          <p>{ti('info.overview.about.p2', STAY_VARS)}</p>
        </div>
      </Section>
      <Section id="overview-table" title={ti('info.overview.table.caption')}>
        <KeyValueTable caption={ti('info.overview.table.caption')} rows={rows} captionHidden />
      </Section>
      <Section id="overview-section" title={ti('info.overview.section.heading')}>
        <p className="section-text">{ti('info.overview.section.lead', FACT_VARS)}</p>
        <Figure
          label={ti('info.section.title', { basement: COMPLEX.basementFloors, floors: COMPLEX.upperFloors })}
          minWidth={640}
        >
          <BuildingSection />
        </Figure>
        <p className="more-links">
          <MoreLink to="/complex/floor">{ti('info.overview.more.floor')}</MoreLink>
          <MoreLink to="/business/supply">{ti('info.overview.more.supply')}</MoreLink>
        </p>
      </Section>
    </InfoPage>
  );
}

export default OverviewPage;
