import { APARTMENT_TYPES } from '#domain/constants.ts';
import { formatArea, formatNumber } from '#domain/format.ts';
import { CATEGORY_LABELS, SUPPLY_TYPE_LABELS } from '#domain/labels.ts';
import { SPECIAL_SUPPLY_SHARE, SUPPLY, SUPPLY_TOTALS } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { SupplyChart } from '../diagrams/SupplyChart.tsx';
import { FACT_VARS, STAY_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, MoreLink, Section } from '../InfoPage.tsx';
import { Link } from 'react-router-dom';

/** /business/supply: homes per unit type and supply type (the recruitment notice's table) and the rent rules. */
export function SupplyPage() {
  const { ti, tl } = useInfo();
  const pct = Math.round(SPECIAL_SUPPLY_SHARE * 100);
  const area = (code: string) => formatArea(APARTMENT_TYPES.find((t) => t.code === code)!.areaM2);
  return (
    <InfoPage
      title="nav.business.supply"
      description={ti('info.meta.supply', FACT_VARS)}
      lead={ti('info.supply.lead', { ...FACT_VARS, pct })}
    >
      <Section id="supply-table" title={ti('info.supply.table.heading')}>
        <div className="supply-layout">
          <DataTable
            caption={ti('info.supply.table.caption')}
            minWidth={560}
            nowrapRowHeader
            columns={[
              { label: ti('info.supply.col.type') },
              { label: ti('info.supply.col.target') },
              { label: ti('info.supply.col.area'), numeric: true },
              { label: tl(SUPPLY_TYPE_LABELS.SPECIAL_TYPE), numeric: true },
              { label: tl(SUPPLY_TYPE_LABELS.NORMAL_TYPE), numeric: true },
              { label: ti('info.common.total'), numeric: true },
            ]}
            rows={SUPPLY.map((r) => [
              ti('info.common.typeName', { code: r.code }),
              tl(CATEGORY_LABELS[r.category]),
              ti('info.common.m2', { n: area(r.code) }),
              formatNumber(r.special),
              formatNumber(r.general),
              formatNumber(r.total),
            ])}
            foot={[
              ti('info.common.total'),
              '',
              '',
              formatNumber(SUPPLY_TOTALS.special),
              formatNumber(SUPPLY_TOTALS.general),
              formatNumber(SUPPLY_TOTALS.total),
            ]}
          />
          <Figure label={ti('info.supply.chart.title')} minWidth={480} className="is-chart" schematic={false}>
            <SupplyChart />
          </Figure>
        </div>
        <p className="fine-print">
          {ti('info.supply.note')} <Link to="/center/notice">{ti('info.common.seeNotice')}</Link>
        </p>
      </Section>
      <Section id="supply-types" title={ti('info.supply.types.heading')}>
        <div className="card-grid is-2">
          <div className="info-card is-accent">
            <h3>{tl(SUPPLY_TYPE_LABELS.SPECIAL_TYPE)}</h3>
            <p className="card-figure">
              {ti('info.common.units', { n: formatNumber(SUPPLY_TOTALS.special) })}
            </p>
            <p>{ti('info.supply.special.body')}</p>
          </div>
          <div className="info-card">
            <h3>{tl(SUPPLY_TYPE_LABELS.NORMAL_TYPE)}</h3>
            <p className="card-figure">
              {ti('info.common.units', { n: formatNumber(SUPPLY_TOTALS.general) })}
            </p>
            <p>{ti('info.supply.general.body')}</p>
          </div>
        </div>
      </Section>
      <Section id="supply-rent" title={ti('info.supply.rent.heading')}>
        <div className="prose">
          <p>{ti('info.supply.rent.body')}</p>
          <p>{ti('info.supply.rent.stay', STAY_VARS)}</p>
          <p className="fine-print">{ti('info.common.perNotice')}</p>
        </div>
        <p className="more-links">
          <MoreLink to="/complex/unit">{ti('info.supply.more.unit')}</MoreLink>
          <MoreLink to="/subscription/condition">{ti('info.supply.more.condition')}</MoreLink>
        </p>
      </Section>
    </InfoPage>
  );
}

export default SupplyPage;
