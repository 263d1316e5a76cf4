import type { PlaceCategory } from '../data.ts';
import { useInfo } from '../i18n.ts';
import { formatDistance, placePlaces } from './LocationMap.tsx';
import { CATEGORY_COLORS } from './palette.ts';

/** The time to a place as the visitor would travel: on foot, by bus or by metro. */
export function usePlaceTime() {
  const { ti } = useInfo();
  return (p: { by: 'walk' | 'bus' | 'subway'; minutes: number }) =>
    ti(p.by === 'walk' ? 'info.common.walk' : p.by === 'bus' ? 'info.common.bus' : 'info.common.subway', {
      n: p.minutes,
    });
}

/** The map's numbered places as a list: the text alternative of the markers. */
export function PlaceList({ categories }: { categories?: readonly PlaceCategory[] }) {
  const { ti } = useInfo();
  const time = usePlaceTime();
  const places = placePlaces().filter((p) => !categories || categories.includes(p.category));
  return (
    <ol className="place-list">
      {places.map((p) => (
        <li key={p.id}>
          <span className="place-no" style={{ background: CATEGORY_COLORS[p.category] }} aria-hidden="true">
            {p.no}
          </span>
          <span className="place-name">
            <span className="visually-hidden">{p.no}. </span>
            {ti(`info.place.${p.id}`)}
          </span>
          <span className="place-meta">
            {ti(`info.placeCat.${p.category}`)} · {time(p)} · {formatDistance(p.meters, ti)}
            {p.offMap && (
              <span className="visually-hidden">
                {' '}
                ({ti('info.map.offMap', { value: formatDistance(p.meters, ti) })})
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
