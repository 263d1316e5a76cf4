import { useId } from 'react';
import { APARTMENT_TYPES, type ApartmentTypeCode } from '#domain/constants.ts';
import { formatArea, formatNumber } from '#domain/format.ts';
import { isCorner, UNIT_SPECS, type Segment } from '../data.ts';
import { useInfo } from '../i18n.ts';
import { MUTED, ROOM_FILLS, WALL } from './palette.ts';
import { fitFont } from './text.ts';

const OUTER_WALL = 160;
const INNER_WALL = 70;

function Door({ s, white, wall }: { s: Segment; white: string; wall: number }) {
  const horizontal = s.y1 === s.y2;
  const len = Math.abs(horizontal ? s.x2 - s.x1 : s.y2 - s.y1);
  const sign = (horizontal ? s.x2 - s.x1 : s.y2 - s.y1) > 0 ? 1 : -1;
  // The hinge is at (x1, y1); the leaf opens to the +y side (horizontal) or +x side (vertical), or the
  // other way when the segment is written backwards. Seen from the hinge, the swing from the closed
  // position to the open leaf is clockwise for a horizontal door and anticlockwise for a vertical one.
  const leafEnd = horizontal ? { x: s.x1, y: s.y1 + sign * len } : { x: s.x1 + sign * len, y: s.y1 };
  const sweep = horizontal ? 1 : 0;
  return (
    <g>
      <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} stroke={white} strokeWidth={wall + 20} />
      <line x1={s.x1} y1={s.y1} x2={leafEnd.x} y2={leafEnd.y} stroke={WALL} strokeWidth={30} />
      <path
        d={`M ${s.x2} ${s.y2} A ${len} ${len} 0 0 ${sweep} ${leafEnd.x} ${leafEnd.y}`}
        fill="none"
        stroke={MUTED}
        strokeWidth={18}
        strokeDasharray="60 40"
      />
    </g>
  );
}

function Window({ s }: { s: Segment }) {
  const horizontal = s.y1 === s.y2;
  const offsets = [-55, 0, 55];
  return (
    <g>
      <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} stroke="#fff" strokeWidth={OUTER_WALL + 10} />
      {offsets.map((o) => (
        <line
          key={o}
          x1={horizontal ? s.x1 : s.x1 + o}
          y1={horizontal ? s.y1 + o : s.y1}
          x2={horizontal ? s.x2 : s.x2 + o}
          y2={horizontal ? s.y2 + o : s.y2}
          stroke="#1d5fa6"
          strokeWidth={22}
        />
      ))}
    </g>
  );
}

/** A dimension line with end ticks and its length in mm. */
function Dimension({
  from,
  to,
  at,
  vertical = false,
  font,
}: {
  from: number;
  to: number;
  at: number;
  vertical?: boolean;
  font: number;
}) {
  const mid = (from + to) / 2;
  const label = formatNumber(to - from);
  const tick = 120;
  if (vertical) {
    return (
      <g stroke={MUTED} strokeWidth={16}>
        <line x1={at} y1={from} x2={at} y2={to} />
        <line x1={at - tick} y1={from} x2={at + tick} y2={from} />
        <line x1={at - tick} y1={to} x2={at + tick} y2={to} />
        <text
          x={at + font * 0.9}
          y={mid}
          fontSize={font}
          fill={MUTED}
          stroke="none"
          textAnchor="middle"
          transform={`rotate(-90 ${at + font * 0.9} ${mid})`}
        >
          {label}
        </text>
      </g>
    );
  }
  return (
    <g stroke={MUTED} strokeWidth={16}>
      <line x1={from} y1={at} x2={to} y2={at} />
      <line x1={from} y1={at - tick} x2={from} y2={at + tick} />
      <line x1={to} y1={at - tick} x2={to} y2={at + tick} />
      <text x={mid} y={at + font * 1.15} fontSize={font} fill={MUTED} stroke="none" textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

/**
 * The floor plan of one unit type, drawn from UNIT_SPECS in millimetres: rooms with their names, walls,
 * doors, windows, the shared corridor on top and dimension lines below and on the right.
 */
export function UnitPlan({ code }: { code: ApartmentTypeCode }) {
  const { ti } = useInfo();
  const id = useId();
  const spec = UNIT_SPECS[code];
  const { widthMm: W, depthMm: D } = spec;
  const area = APARTMENT_TYPES.find((t) => t.code === code)!.areaM2;
  const base = Math.round(Math.max(W, D) * 0.052);
  const dimFont = Math.round(base * 0.78);
  // Widths of the rooms along the window wall, for the first dimension row.
  const bottomRooms = spec.rooms.filter((r) => r.y + r.h === D).sort((a, b) => a.x - b.x);
  const overallAt = bottomRooms.length > 1 ? 900 : 420;
  const margin = { left: 420, right: 1000, top: 1000, bottom: overallAt + dimFont * 1.5 + 120 };
  const viewBox = `${-margin.left} ${-margin.top} ${W + margin.left + margin.right} ${D + margin.top + margin.bottom}`;
  const rooms = spec.rooms.map((r) => ti(`info.room.${r.id}`)).join(', ');
  const desc = [
    ti('info.plan.desc', {
      area: formatArea(area),
      w: formatNumber(W),
      d: formatNumber(D),
      layout: ti(`info.unit.layout.${spec.layout}`),
      rooms,
    }),
    isCorner(spec) ? ti('info.plan.descCorner') : '',
  ]
    .join(' ')
    .trim();
  return (
    <svg
      className="unit-plan"
      viewBox={viewBox}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      fontFamily="inherit"
    >
      <title id={`${id}-title`}>{ti('info.plan.title', { code })}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <g aria-hidden="true">
        <rect
          x={-margin.left}
          y={-margin.top + 80}
          width={W + margin.left + margin.right}
          height={margin.top - 330}
          fill="#e9edf2"
        />
        <text x={W / 2} y={-margin.top / 2 + base * 0.1} fontSize={dimFont} fill={MUTED} textAnchor="middle">
          {ti('info.plan.corridor')}
        </text>
        {spec.rooms.map((r) => (
          <rect
            key={r.id}
            x={r.x}
            y={r.y}
            width={r.w}
            height={r.h}
            fill={ROOM_FILLS[r.id]}
            stroke={WALL}
            strokeWidth={INNER_WALL}
          />
        ))}
        {spec.openings.map((s, i) => (
          <g key={i}>
            <line
              x1={s.x1 + 40}
              y1={s.y1}
              x2={s.x2 - 40}
              y2={s.y2}
              stroke={ROOM_FILLS.kitchen}
              strokeWidth={INNER_WALL + 20}
            />
            <line
              x1={s.x1}
              y1={s.y1}
              x2={s.x2}
              y2={s.y2}
              stroke="#9aa5b1"
              strokeWidth={22}
              strokeDasharray="110 80"
            />
          </g>
        ))}
        <rect x={0} y={0} width={W} height={D} fill="none" stroke={WALL} strokeWidth={OUTER_WALL} />
        {spec.doors.map((s, i) => (
          <Door key={i} s={s} white={i === 0 ? '#fff' : '#f7f4ee'} wall={i === 0 ? OUTER_WALL : INNER_WALL} />
        ))}
        {spec.windows.map((s, i) => (
          <Window key={i} s={s} />
        ))}
        {spec.rooms.map((r) => {
          const name = ti(`info.room.${r.id}`);
          const size = fitFont(name, r.w, base);
          return (
            <text
              key={r.id}
              x={r.x + r.w / 2}
              y={r.y + r.h / 2 + size * 0.35}
              fontSize={size}
              fontWeight={700}
              fill="#17212b"
              textAnchor="middle"
            >
              {name}
            </text>
          );
        })}
        {bottomRooms.length > 1 &&
          bottomRooms.map((r) => (
            <Dimension key={r.id} from={r.x} to={r.x + r.w} at={D + 380} font={dimFont} />
          ))}
        <Dimension from={0} to={W} at={D + overallAt} font={dimFont} />
        <Dimension from={0} to={D} at={W + 420} vertical font={dimFont} />
      </g>
    </svg>
  );
}
