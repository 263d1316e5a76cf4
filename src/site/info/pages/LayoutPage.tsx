import { SITE } from '../data.ts';
import { KeyValueTable } from '../DataTable.tsx';
import { SITE_PLAN_ITEMS, SitePlan } from '../diagrams/SitePlan.tsx';
import { formatArea } from '#domain/format.ts';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, Section } from '../InfoPage.tsx';

/** /complex/layout: the site plan with its numbered features and the layout facts. */
export function LayoutPage() {
  const { ti } = useInfo();
  return (
    <InfoPage title="nav.complex.layout" description={ti('info.meta.layout')} lead={ti('info.layout.lead')}>
      <Section id="layout-plan" title={ti('info.layout.plan.title')}>
        <div className="plan-with-legend">
          <Figure label={ti('info.layout.plan.title')} minWidth={680} focusX={0.47}>
            <SitePlan />
          </Figure>
          <div className="plan-legend">
            <h3 className="info-h3">{ti('info.layout.legend')}</h3>
            <ol className="numbered-legend">
              {SITE_PLAN_ITEMS.map((item) => (
                <li key={item.no}>
                  <span className="legend-no" aria-hidden="true">
                    {item.no}
                  </span>
                  <span>
                    <span className="visually-hidden">{item.no}. </span>
                    {ti(`info.layout.item.${item.no}`)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
      <Section id="layout-facts" title={ti('info.layout.table.caption')}>
        <KeyValueTable
          caption={ti('info.layout.table.caption')}
          captionHidden
          rows={[
            [ti('info.layout.row.orientation'), ti('info.layout.row.orientationValue')],
            [ti('info.layout.row.entrances'), ti('info.layout.row.entrancesValue')],
            [
              ti('info.layout.row.landscape'),
              ti('info.layout.row.landscapeValue', {
                m2: formatArea(SITE.landscapeM2),
                pct: SITE.landscapePct.toFixed(2),
              }),
            ],
            [
              ti('info.layout.row.openSpace'),
              ti('info.layout.row.openSpaceValue', { m2: formatArea(SITE.openSpaceM2) }),
            ],
          ]}
        />
      </Section>
    </InfoPage>
  );
}

export default LayoutPage;
