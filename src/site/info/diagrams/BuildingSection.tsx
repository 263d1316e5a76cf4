import { useId } from 'react';
import { COMPLEX } from '#domain/constants.ts';
import { FLOOR_GUIDE, RESIDENTIAL_FLOOR_COUNT, UNITS_PER_FLOOR, type FloorUse } from '../data.ts';
import { useInfo } from '../i18n.ts';
import { FLOOR_FILLS, INK, MUTED } from './palette.ts';

const WIDTH = 880;
const TOP = 36;
const STOREY = 30;
const RES_STOREY = 11;
const ROOF = 20;
/** Horizontal extent of each part of the building: tower, podium (1F–3F), basement. */
const TOWER = { x: 210, w: 220 };
const PODIUM = { x: 175, w: 290 };
const BASEMENT = { x: 140, w: 360 };
const LABEL_X = 530;

function extent(use: FloorUse) {
  if (use === 'roof' || use === 'sky' || use === 'residential') return TOWER;
  if (use === 'community3' || use === 'community2' || use === 'lobby') return PODIUM;
  return BASEMENT;
}

function bandHeight(use: FloorUse, floors: number) {
  if (use === 'roof') return ROOF;
  if (use === 'residential') return floors * RES_STOREY;
  return floors * (use === 'parking' ? 22 : STOREY);
}

/** The floor bands top down with their vertical position. */
const BANDS = FLOOR_GUIDE.reduce<((typeof FLOOR_GUIDE)[number] & { y: number; h: number })[]>((acc, f) => {
  const last = acc.at(-1);
  const y = last ? last.y + last.h : TOP;
  return [...acc, { ...f, y, h: bandHeight(f.use, f.floors) }];
}, []);

/**
 * A section through the building from B5 to the roof: what is on which floor, drawn as stacked bands with
 * floor labels on the left and uses on the right. `highlight` picks uses to stress (the community page).
 */
export function BuildingSection({ highlight }: { highlight?: FloorUse[] }) {
  const { ti } = useInfo();
  const id = useId();
  const bands = BANDS;
  const ground = bands.find((b) => b.use === 'lobby')!;
  const groundY = ground.y + ground.h;
  const height = bands.at(-1)!.y + bands.at(-1)!.h + 28;
  const list = FLOOR_GUIDE.map((f) => `${f.label} ${ti(`info.floor.${f.use}.name`)}`).join(', ');
  const faded = (use: FloorUse) => Boolean(highlight && !highlight.includes(use));

  return (
    <svg
      className="building-section"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>
        {ti('info.section.title', { basement: COMPLEX.basementFloors, floors: COMPLEX.upperFloors })}
      </title>
      <desc id={`${id}-desc`}>{ti('info.section.desc', { list })}</desc>
      <g aria-hidden="true">
        <rect x={0} y={groundY} width={WIDTH} height={height - groundY} fill="#f1ece4" />
        {bands.map((b) => {
          const e = extent(b.use);
          const mid = b.y + b.h / 2;
          const labelY = b.use === 'residential' ? mid - 6 : mid + 6;
          return (
            <g key={b.label}>
              {b.use === 'roof' ? (
                <g opacity={faded(b.use) ? 0.4 : 1}>
                  <rect x={e.x} y={b.y + b.h - 6} width={e.w} height={6} fill="#8a97a6" />
                  {[0.15, 0.35, 0.6, 0.82].map((p) => (
                    <circle key={p} cx={e.x + e.w * p} cy={b.y + b.h - 12} r={9} fill="#6bae5f" />
                  ))}
                </g>
              ) : (
                <rect
                  x={e.x}
                  y={b.y}
                  width={e.w}
                  height={b.h}
                  fill={FLOOR_FILLS[b.use]}
                  stroke="#8a97a6"
                  strokeWidth={1.5}
                />
              )}
              {b.use === 'residential' &&
                Array.from({ length: b.floors - 1 }, (_, i) => (
                  <line
                    key={i}
                    x1={e.x}
                    x2={e.x + e.w}
                    y1={b.y + (i + 1) * RES_STOREY}
                    y2={b.y + (i + 1) * RES_STOREY}
                    stroke="#a9c4e4"
                    strokeWidth={1}
                  />
                ))}
              {b.use === 'parking' &&
                [1, 2].map((i) => (
                  <line
                    key={i}
                    x1={e.x}
                    x2={e.x + e.w}
                    y1={b.y + i * 22}
                    y2={b.y + i * 22}
                    stroke="#b6c0cc"
                    strokeWidth={1}
                  />
                ))}
              <text x={e.x - 14} y={mid + 6} fontSize={16} fontWeight={800} fill={INK} textAnchor="end">
                {b.label}
              </text>
              <line
                x1={e.x + e.w + 8}
                x2={LABEL_X - 10}
                y1={mid}
                y2={mid}
                stroke="#a3aebb"
                strokeWidth={1.5}
                strokeDasharray="3 4"
              />
              <text
                x={LABEL_X}
                y={labelY}
                fontSize={17}
                fontWeight={faded(b.use) ? 400 : 700}
                fill={faded(b.use) ? MUTED : INK}
              >
                {ti(`info.floor.${b.use}.name`)}
              </text>
              {b.use === 'residential' && (
                <text x={LABEL_X} y={labelY + 24} fontSize={15} fill={MUTED}>
                  {ti('info.section.residentialNote', {
                    n: UNITS_PER_FLOOR,
                    floors: RESIDENTIAL_FLOOR_COUNT,
                  })}
                </text>
              )}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={groundY} y2={groundY} stroke="#6b5a45" strokeWidth={3} />
        <text x={12} y={groundY - 8} fontSize={14} fill={MUTED}>
          {ti('info.section.ground')}
        </text>
      </g>
    </svg>
  );
}
