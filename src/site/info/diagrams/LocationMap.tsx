import { useId, type ReactNode } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { useSetting } from '../../ui/useSetting.ts';
import type { Station } from '../../types.ts';
import { PLACE_CATEGORIES, PLACES, type Place, type PlaceCategory } from '../data.ts';
import { useInfo } from '../i18n.ts';
import { CATEGORY_COLORS, INK, MUTED } from './palette.ts';
import { textEm } from './text.ts';

const W = 1000;
const H = 640;
const COMPLEX = { x: 560, y: 320 };
const STATION = { x: 485, y: 385 };
/** px per metre: 10 minutes on foot (800 m) is 256 px. */
const SCALE = 0.32;
const EDGE = 30;
/** The complex's horizontal position, for centring the map on a narrow screen. */
export const MAP_FOCUS_X = COMPLEX.x / W;
const MAIN_ROAD_Y = 385;
const SIDE_ROAD_X = 640;
/** The side road's name runs along its northern block, where a long romanized name still fits. */
const SIDE_ROAD_LABEL_Y = 104;

/**
 * The setting's first two stations' lines cross at the station: the first runs north–south, the second
 * west–east (a drawing, not a survey: their names, colours, exits and walks come from the setting).
 */
const LINE_PATHS = [
  { x1: 420, y1: 0, x2: 530, y2: H },
  { x1: 0, y1: 254, x2: W, y2: 524 },
] as const;
/** Where each line's name sits: right edge x, top y. */
const LINE_LABELS = [
  { x: 405, y: 22 },
  { x: 984, y: 446 },
] as const;
const EXIT_POSITIONS = [
  { x: 518, y: 360, labelDx: -12, labelDy: -12 },
  { x: 450, y: 414, labelDx: -14, labelDy: 22 },
] as const;

/** The stations the drawing has room for, each with its place in it. */
function drawnStations(stations: readonly Station[] | undefined) {
  return (stations ?? []).slice(0, LINE_PATHS.length).map((station, i) => ({
    station,
    path: LINE_PATHS[i]!,
    label: LINE_LABELS[i]!,
    exit: EXIT_POSITIONS[i]!,
  }));
}

export interface PlacedPlace extends Place {
  no: number;
  x: number;
  y: number;
  offMap: boolean;
}

/** Where each place sits on the map: from its distance and bearing, pulled in to the edge when far away. */
export function placePlaces(): PlacedPlace[] {
  return PLACES.map((p, i) => {
    const rad = (p.bearing * Math.PI) / 180;
    const dx = Math.cos(rad);
    const dy = -Math.sin(rad);
    let t = p.meters * SCALE;
    const limits = [
      dx > 0 ? (W - EDGE - COMPLEX.x) / dx : dx < 0 ? (EDGE - COMPLEX.x) / dx : Infinity,
      dy > 0 ? (H - EDGE - COMPLEX.y) / dy : dy < 0 ? (EDGE - COMPLEX.y) / dy : Infinity,
    ];
    const max = Math.min(...limits);
    const offMap = t > max;
    if (offMap) t = max;
    return { ...p, no: i + 1, x: COMPLEX.x + dx * t, y: COMPLEX.y + dy * t, offMap };
  });
}

export function formatDistance(meters: number, ti: ReturnType<typeof useInfo>['ti']): string {
  return meters >= 1000
    ? ti('info.common.km', { n: (meters / 1000).toFixed(1) })
    : ti('info.common.meters', { n: meters });
}

const halo = { paintOrder: 'stroke', stroke: '#fff', strokeWidth: 5, strokeLinejoin: 'round' } as const;

function Road({ x1, y1, x2, y2, w }: { x1: number; y1: number; x2: number; y2: number; w: number }) {
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#cdd5de" strokeWidth={w + 4} />
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#fff" strokeWidth={w} />
    </g>
  );
}

/**
 * A schematic map drawn without tiles: roads, the stream, the two metro lines crossing at the station,
 * the exits, the complex with 5- and 10-minute walking circles, and numbered places (listed in text
 * beside the map). `categories` limits the places shown.
 */
export function LocationMap({ categories = PLACE_CATEGORIES }: { categories?: readonly PlaceCategory[] }) {
  const { ti } = useInfo();
  const id = useId();
  const arrowId = `${id.replace(/[^\w-]/g, '')}-arrow`;
  const drawn = drawnStations(useSetting()?.complex.stations);
  const places = placePlaces().filter((p) => categories.includes(p.category));
  const stationName = ti('info.common.station');
  const stationW = Math.max(92, textEm(stationName) * 16 + 30);
  const blocksX = [0, 300, SIDE_ROAD_X, 800, W];
  const blocksY = [0, 200, MAIN_ROAD_Y, 540, H];

  return (
    <svg
      className="location-map"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{ti('info.map.title')}</title>
      <desc id={`${id}-desc`}>{ti('info.map.desc')}</desc>
      <g aria-hidden="true">
        <rect width={W} height={H} fill="#f6f8fa" />
        {blocksX
          .slice(0, -1)
          .map((x, i) =>
            blocksY
              .slice(0, -1)
              .map((y, j) => (
                <rect
                  key={`${i}-${j}`}
                  x={x + 14}
                  y={y + 14}
                  width={blocksX[i + 1]! - x - 28}
                  height={blocksY[j + 1]! - y - 28}
                  rx={10}
                  fill="#e8ecf0"
                />
              )),
          )}
        <ellipse cx={680} cy={160} rx={78} ry={48} fill="#cfe8c9" />
        <ellipse cx={860} cy={86} rx={120} ry={58} fill="#cfe8c9" />
        <path
          d="M0 452 C 200 430, 350 476, 520 448 S 820 430, 1000 458"
          fill="none"
          stroke="#dcefd6"
          strokeWidth={46}
        />
        <path
          d="M0 452 C 200 430, 350 476, 520 448 S 820 430, 1000 458"
          fill="none"
          stroke="#9fcbea"
          strokeWidth={18}
        />
        <text x={70} y={486} fontSize={15} fontWeight={700} fill="#1f5f8b" {...halo}>
          {ti('info.map.stream')}
        </text>
        <Road x1={0} y1={200} x2={W} y2={200} w={10} />
        <Road x1={0} y1={540} x2={W} y2={540} w={10} />
        <Road x1={300} y1={0} x2={300} y2={H} w={10} />
        <Road x1={800} y1={0} x2={800} y2={H} w={10} />
        <Road x1={SIDE_ROAD_X} y1={0} x2={SIDE_ROAD_X} y2={H} w={14} />
        <Road x1={0} y1={MAIN_ROAD_Y} x2={W} y2={MAIN_ROAD_Y} w={24} />
        <text x={170} y={MAIN_ROAD_Y + 5} fontSize={13} fontWeight={700} fill={MUTED} textAnchor="middle">
          {ti('info.map.mainRoad')}
        </text>
        <text
          x={SIDE_ROAD_X + 5}
          y={SIDE_ROAD_LABEL_Y}
          fontSize={13}
          fontWeight={700}
          fill={MUTED}
          textAnchor="middle"
          transform={`rotate(-90 ${SIDE_ROAD_X + 5} ${SIDE_ROAD_LABEL_Y})`}
        >
          {ti('info.map.sideRoad')}
        </text>

        {/* walking circles around the complex */}
        {[5, 10].map((min) => (
          <g key={min}>
            <circle
              cx={COMPLEX.x}
              cy={COMPLEX.y}
              r={min * 80 * SCALE}
              fill="none"
              stroke="#b84e17"
              strokeWidth={2}
              strokeDasharray="8 7"
            />
            <text
              x={COMPLEX.x}
              y={COMPLEX.y - min * 80 * SCALE - 7}
              fontSize={14}
              fontWeight={700}
              fill="#9a3f10"
              textAnchor="middle"
              {...halo}
            >
              {ti('info.map.radius', { n: min })}
            </text>
          </g>
        ))}

        {drawn.map(({ station, path }, i) => (
          <g key={i}>
            <line {...path} stroke="#fff" strokeWidth={14} />
            <line {...path} stroke={station.color} strokeWidth={8} />
          </g>
        ))}
        {/* line names in pills sized to the text of the current language, right edge at x */}
        {drawn.map(({ station, label: { x, y } }, i) => {
          const label = station.line;
          const w = textEm(label) * 14 + 28;
          const left = x - w;
          return (
            <g key={i}>
              <rect
                x={left}
                y={y}
                width={w}
                height={30}
                rx={15}
                fill="#fff"
                stroke={station.color}
                strokeWidth={3}
              />
              <text x={left + w / 2} y={y + 21} fontSize={14} fontWeight={800} fill={INK} textAnchor="middle">
                {label}
              </text>
            </g>
          );
        })}

        {/* walking routes from the exits to the main gate */}
        {drawn.map(({ exit }, i) => (
          <polyline
            key={i}
            points={`${exit.x},${exit.y} 560,${exit.y < MAIN_ROAD_Y ? 366 : 404} 560,342`}
            fill="none"
            stroke={INK}
            strokeWidth={2.5}
            strokeDasharray="2 6"
            strokeLinecap="round"
          />
        ))}

        {/* station and exits */}
        <rect
          x={STATION.x - stationW / 2}
          y={STATION.y - 17}
          width={stationW}
          height={34}
          rx={17}
          fill="#fff"
          stroke={INK}
          strokeWidth={3}
        />
        <text x={STATION.x} y={STATION.y + 6} fontSize={16} fontWeight={800} fill={INK} textAnchor="middle">
          {stationName}
        </text>
        {drawn.map(({ station: e, exit: pos }, i) => {
          return (
            <g key={i}>
              <rect x={pos.x - 11} y={pos.y - 11} width={22} height={22} rx={4} fill={INK} />
              <text x={pos.x} y={pos.y + 5} fontSize={14} fontWeight={800} fill="#fff" textAnchor="middle">
                {e.exit}
              </text>
              <text
                x={pos.x + pos.labelDx}
                y={pos.y + pos.labelDy}
                fontSize={13}
                fontWeight={700}
                fill={INK}
                textAnchor="end"
                {...halo}
              >
                {ti('info.map.exit', { n: e.exit })}
              </text>
            </g>
          );
        })}

        {/* the complex */}
        <rect
          x={COMPLEX.x - 28}
          y={COMPLEX.y - 20}
          width={56}
          height={40}
          rx={4}
          fill="#b84e17"
          stroke="#fff"
          strokeWidth={3}
        />
        <path d={`M${COMPLEX.x - 10} ${COMPLEX.y + 6} v-10 l10 -8 l10 8 v10 z`} fill="#fff" />
        <text x={COMPLEX.x + 36} y={COMPLEX.y - 2} fontSize={16} fontWeight={800} fill="#9a3f10" {...halo}>
          {ti('info.map.complex')}
        </text>

        {places.map((p) => (
          <g key={p.id}>
            {p.offMap && (
              <line
                x1={p.x}
                y1={p.y}
                x2={p.x + Math.cos((p.bearing * Math.PI) / 180) * 26}
                y2={p.y - Math.sin((p.bearing * Math.PI) / 180) * 26}
                stroke={CATEGORY_COLORS[p.category]}
                strokeWidth={4}
                markerEnd={`url(#${arrowId})`}
              />
            )}
            <circle
              cx={p.x}
              cy={p.y}
              r={15}
              fill={CATEGORY_COLORS[p.category]}
              stroke="#fff"
              strokeWidth={3}
            />
            <text x={p.x} y={p.y + 5} fontSize={14} fontWeight={800} fill="#fff" textAnchor="middle">
              {p.no}
            </text>
            {p.offMap && (
              <text
                x={p.x + (p.x > W / 2 ? -22 : 22)}
                y={p.y + (p.y > H / 2 ? -18 : 30)}
                fontSize={13}
                fontWeight={700}
                fill={INK}
                textAnchor={p.x > W / 2 ? 'end' : 'start'}
                {...halo}
              >
                {formatDistance(p.meters, ti)}
              </text>
            )}
          </g>
        ))}
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill={MUTED} />
          </marker>
        </defs>

        {/* compass and scale */}
        <g transform="translate(958 44)">
          <circle r={22} fill="#fff" stroke="#cdd5de" />
          <path d="M0 -15 L7 7 L0 2 L-7 7 Z" fill={INK} />
          <text y={-26} fontSize={13} fontWeight={800} fill={INK} textAnchor="middle" {...halo}>
            {ti('info.map.north')}
          </text>
        </g>
        <g transform="translate(24 612)">
          <line x1={0} x2={200 * SCALE} y1={0} y2={0} stroke={INK} strokeWidth={3} />
          <line x1={0} x2={0} y1={-6} y2={6} stroke={INK} strokeWidth={2} />
          <line x1={200 * SCALE} x2={200 * SCALE} y1={-6} y2={6} stroke={INK} strokeWidth={2} />
          <text x={200 * SCALE + 8} y={5} fontSize={13} fill={INK} {...halo}>
            {ti('info.common.meters', { n: 200 })}
          </text>
        </g>
      </g>
    </svg>
  );
}

/** The map's legend in HTML, so it reflows on a phone and reads in the page language. */
export function MapLegend({ categories = PLACE_CATEGORIES }: { categories?: readonly PlaceCategory[] }) {
  const { ti, locale } = useInfo();
  const stations = drawnStations(useSetting()?.complex.stations).map((d) => d.station);
  const swatch = (content: ReactNode) => (
    <svg width="28" height="18" viewBox="0 0 28 18" aria-hidden="true" focusable="false">
      {content}
    </svg>
  );
  return (
    <div className="map-legend">
      <h3 className="visually-hidden">{ti('info.map.legend')}</h3>
      <ul>
        {stations.map((s, i) => (
          <li key={i}>
            {swatch(<line x1="2" x2="26" y1="9" y2="9" stroke={s.color} strokeWidth="6" />)}
            <span lang={contentLang(s.line, locale)}>{s.line}</span>
          </li>
        ))}
        <li>
          {swatch(<rect x="3" y="3" width="12" height="12" rx="2" fill={INK} />)}
          {ti('info.map.legendStation')}
        </li>
        <li>
          {swatch(<rect x="4" y="2" width="20" height="14" rx="2" fill="#b84e17" />)}
          {ti('info.map.legendComplex')}
        </li>
        <li>
          {swatch(
            <circle
              cx="14"
              cy="9"
              r="7"
              fill="none"
              stroke="#b84e17"
              strokeWidth="2"
              strokeDasharray="3 3"
            />,
          )}
          {ti('info.map.legendRadius')}
        </li>
        {categories.map((c) => (
          <li key={c}>
            {swatch(<circle cx="14" cy="9" r="7" fill={CATEGORY_COLORS[c]} />)}
            {ti(`info.placeCat.${c}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The complex's position from the setting on a real map (OpenStreetMap: no key, no tracking script), for
 * visitors who want directions: the drawing above is schematic.
 */
export function MapLink({ lat, lng }: { lat: number; lng: number }) {
  const { t, ti } = useInfo();
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return (
    <p className="more-links">
      <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
        {ti('info.map.open')}
        <span className="visually-hidden"> ({t('a11y.newWindow')})</span>
      </a>
    </p>
  );
}
