import { contentLang } from '#domain/contentLang.ts';
import { useSetting } from '../../ui/useSetting.ts';
import { COMMUTES } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { LocationMap, MapLegend, MAP_FOCUS_X } from '../diagrams/LocationMap.tsx';
import { PlaceList } from '../diagrams/PlaceList.tsx';
import { FACT_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, MoreLink, Section } from '../InfoPage.tsx';
import { FeatureIcon } from '../icons.tsx';

const POINTS = ['transit', 'work', 'life', 'nature'] as const;

/** /business/environment: the location on the schematic map, station exits and commute times. */
export function EnvironmentPage() {
  const { ti, locale } = useInfo();
  const stations = useSetting()?.complex.stations ?? [];
  return (
    <InfoPage
      title="nav.business.environment"
      description={ti('info.meta.environment', FACT_VARS)}
      lead={ti('info.environment.lead')}
    >
      <Section id="env-map" title={ti('info.environment.map.heading')}>
        <Figure label={ti('info.map.title')} minWidth={820} focusX={MAP_FOCUS_X} caption={<MapLegend />}>
          <LocationMap />
        </Figure>
        <PlaceList />
      </Section>
      <Section id="env-points" title={ti('info.environment.points.heading')}>
        <ul className="card-grid is-4">
          {POINTS.map((p) => (
            <li key={p} className="info-card">
              <FeatureIcon name={p} />
              <h3>{ti(`info.environment.point.${p}.title`)}</h3>
              <p>{ti(`info.environment.point.${p}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="env-transit" title={ti('info.environment.transit.heading')}>
        <div className="table-pair">
          <DataTable
            caption={ti('info.environment.exits.caption')}
            columns={[
              { label: ti('info.environment.exits.line') },
              { label: ti('info.environment.exits.exit') },
              { label: ti('info.environment.exits.walk'), numeric: true },
            ]}
            rows={stations.map((s) => [
              <span lang={contentLang(s.line, locale)}>{s.line}</span>,
              ti('info.map.exit', { n: s.exit }),
              ti('info.common.walk', { n: s.walkMin }),
            ])}
          />
          <DataTable
            caption={ti('info.environment.commute.caption')}
            columns={[
              { label: ti('info.environment.commute.to') },
              { label: ti('info.environment.commute.line') },
              { label: ti('info.environment.commute.time'), numeric: true },
              { label: ti('info.environment.commute.stops'), numeric: true },
            ]}
            rows={COMMUTES.map((c) => [
              ti(`info.commute.${c.id}`),
              ti(`info.line.${c.line}`),
              ti('info.common.minutes', { n: c.minutes }),
              ti('info.common.stops', { n: c.stops }),
            ])}
          />
        </div>
        <p className="fine-print">{ti('info.environment.commute.note')}</p>
        <p className="more-links">
          <MoreLink to="/complex/neighborhood">{ti('info.environment.more')}</MoreLink>
        </p>
      </Section>
    </InfoPage>
  );
}

export default EnvironmentPage;
