import { APARTMENT_TYPES } from '#domain/constants.ts';
import {
  CORE_ELEVATORS,
  FLOOR_GUIDE,
  PARKING,
  PARKING_BY_FLOOR,
  RESIDENTIAL_FLOORS,
  UNITS_PER_FLOOR,
  UNITS_PER_FLOOR_BY_TYPE,
  type FloorUse,
} from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { BuildingSection } from '../diagrams/BuildingSection.tsx';
import { FloorPlan } from '../diagrams/FloorPlan.tsx';
import { TYPE_COLORS } from '../diagrams/palette.ts';
import { FACT_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, Section } from '../InfoPage.tsx';

/** /complex/floor: what is on each floor (section and table) and the typical floor's unit layout. */
export function FloorPage() {
  const { ti } = useInfo();
  const range = { from: RESIDENTIAL_FLOORS.from, to: RESIDENTIAL_FLOORS.to };
  const detailVars: Record<FloorUse, Record<string, string | number>> = {
    roof: {},
    sky: {},
    residential: {
      n: UNITS_PER_FLOOR,
      a: UNITS_PER_FLOOR_BY_TYPE['25A'],
      b: UNITS_PER_FLOOR_BY_TYPE['25B'],
      c: UNITS_PER_FLOOR_BY_TYPE['52A'],
      d: UNITS_PER_FLOOR_BY_TYPE['52B'],
      ev: CORE_ELEVATORS.A + CORE_ELEVATORS.B,
    },
    community3: {},
    community2: {},
    lobby: {},
    parkingB1: { n: PARKING_BY_FLOOR[0], bikes: PARKING.bicycles },
    parking: { n: PARKING_BY_FLOOR[1] },
    parkingB5: { n: PARKING_BY_FLOOR[4] },
  };
  return (
    <InfoPage
      title="nav.complex.floor"
      description={ti('info.meta.floor', FACT_VARS)}
      lead={ti('info.floor.lead', FACT_VARS)}
    >
      <Section id="floor-section" title={ti('info.floor.section.heading')}>
        <div className="section-with-table">
          <Figure label={ti('info.section.title', FACT_VARS)} minWidth={600} className="is-section">
            <BuildingSection />
          </Figure>
          <DataTable
            caption={ti('info.floor.table.caption')}
            nowrapRowHeader
            columns={[
              { label: ti('info.floor.col.floor') },
              { label: ti('info.floor.col.use') },
              { label: ti('info.floor.col.detail') },
            ]}
            rows={FLOOR_GUIDE.map((f) => [
              f.label,
              ti(`info.floor.${f.use}.name`),
              ti(`info.floor.${f.use}.detail`, detailVars[f.use]),
            ])}
          />
        </div>
      </Section>
      <Section id="floor-plan" title={ti('info.floor.plan.heading', range)}>
        <p className="section-text">{ti('info.floor.plan.lead', range)}</p>
        <Figure
          label={ti('info.floorPlan.title', range)}
          minWidth={680}
          caption={<span className="figure-extra">{ti('info.floorPlan.note')}</span>}
        >
          <FloorPlan />
        </Figure>
        <ul className="type-legend" aria-label={ti('info.floor.plan.caption')}>
          {APARTMENT_TYPES.map((t) => (
            <li key={t.code}>
              <span
                className="type-swatch"
                style={{ background: TYPE_COLORS[t.code].fill, borderColor: TYPE_COLORS[t.code].ink }}
                aria-hidden="true"
              />
              <strong>{ti('info.common.typeName', { code: t.code })}</strong>
              <span>{ti('info.common.units', { n: UNITS_PER_FLOOR_BY_TYPE[t.code] })}</span>
            </li>
          ))}
          <li>
            <span className="type-swatch is-core" aria-hidden="true" />
            <span>{ti('info.floorPlan.legendCore')}</span>
          </li>
        </ul>
      </Section>
    </InfoPage>
  );
}

export default FloorPage;
