import { useState } from 'react';
import { PLACE_CATEGORIES, type PlaceCategory } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import {
  formatDistance,
  LocationMap,
  MapLegend,
  placePlaces,
  MAP_FOCUS_X,
} from '../diagrams/LocationMap.tsx';
import { CATEGORY_COLORS } from '../diagrams/palette.ts';
import { usePlaceTime } from '../diagrams/PlaceList.tsx';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, Section } from '../InfoPage.tsx';

/** /complex/neighborhood: the map of places nearby, filterable by category, and the distance table. */
export function NeighborhoodPage() {
  const { ti } = useInfo();
  const time = usePlaceTime();
  const [shown, setShown] = useState<PlaceCategory[]>([...PLACE_CATEGORIES]);
  const toggle = (c: PlaceCategory) =>
    setShown((now) =>
      now.includes(c)
        ? now.filter((x) => x !== c)
        : PLACE_CATEGORIES.filter((x) => x === c || now.includes(x)),
    );
  const places = placePlaces();

  return (
    <InfoPage
      title="nav.complex.neighborhood"
      description={ti('info.meta.neighborhood')}
      lead={ti('info.neighborhood.lead')}
    >
      <Section id="hood-map" title={ti('info.neighborhood.map.heading')}>
        <fieldset className="chip-filter">
          <legend>{ti('info.neighborhood.filter')}</legend>
          {PLACE_CATEGORIES.map((c) => (
            <label key={c} className="chip">
              <input type="checkbox" checked={shown.includes(c)} onChange={() => toggle(c)} />
              <span className="chip-dot" style={{ background: CATEGORY_COLORS[c] }} aria-hidden="true" />
              {ti(`info.placeCat.${c}`)}
            </label>
          ))}
        </fieldset>
        <Figure
          label={ti('info.map.title')}
          minWidth={820}
          focusX={MAP_FOCUS_X}
          caption={<MapLegend categories={shown} />}
        >
          <LocationMap categories={shown} />
        </Figure>
      </Section>
      <Section id="hood-list" title={ti('info.neighborhood.list.heading')}>
        <DataTable
          caption={ti('info.neighborhood.table.caption')}
          minWidth={600}
          rowHeader={1}
          columns={[
            { label: ti('info.neighborhood.col.no'), numeric: true },
            { label: ti('info.neighborhood.col.place') },
            { label: ti('info.neighborhood.col.category') },
            { label: ti('info.neighborhood.col.time'), numeric: true },
            { label: ti('info.neighborhood.col.distance'), numeric: true },
          ]}
          rows={places.map((p) => [
            p.no,
            ti(`info.place.${p.id}`),
            ti(`info.placeCat.${p.category}`),
            time(p),
            formatDistance(p.meters, ti),
          ])}
        />
        <p className="fine-print">{ti('info.neighborhood.note')}</p>
      </Section>
    </InfoPage>
  );
}

export default NeighborhoodPage;
