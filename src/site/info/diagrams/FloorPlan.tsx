import { useId } from 'react';
import { APARTMENT_TYPES } from '#domain/constants.ts';
import {
  CORE_ELEVATORS,
  RESIDENTIAL_FLOORS,
  TYPICAL_FLOOR,
  UNITS_PER_FLOOR,
  UNITS_PER_FLOOR_BY_TYPE,
  type UnitCell,
} from '../data.ts';
import { useInfo } from '../i18n.ts';
import { INK, MUTED, TYPE_COLORS } from './palette.ts';

const MODULE = 56;
const LEFT = 56;
const NORTH = { y: 78, h: 136 };
const CORRIDOR = { y: 214, h: 46 };
const SOUTH = { y: 260, h: 150 };
const WIDTH = LEFT * 2 + 17 * MODULE;
const HEIGHT = 470;

const modules = (cell: UnitCell) => ('core' in cell ? 2 : cell.type.startsWith('52') ? 2 : 1);
const pad = (n: number) => String(n).padStart(2, '0');

/** Each cell with its left edge and width in the drawing. */
const placeCells = (cells: UnitCell[]) =>
  cells.reduce<{ cell: UnitCell; at: number; w: number }[]>((acc, cell) => {
    const last = acc.at(-1);
    return [...acc, { cell, at: last ? last.at + last.w : LEFT, w: modules(cell) * MODULE }];
  }, []);

function Row({ cells, y, h }: { cells: UnitCell[]; y: number; h: number }) {
  const { ti } = useInfo();
  return (
    <g>
      {placeCells(cells).map(({ cell, at, w }) => {
        if ('core' in cell) {
          return (
            <g key={`core-${cell.core}`}>
              <rect x={at + 2} y={y + 2} width={w - 4} height={h - 4} rx={4} fill="#3d4a5a" />
              {/* stairs */}
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <line
                  key={i}
                  x1={at + 14}
                  x2={at + w - 14}
                  y1={y + h - 20 - i * 8}
                  y2={y + h - 20 - i * 8}
                  stroke="#9fb0c3"
                  strokeWidth={2}
                />
              ))}
              <text x={at + w / 2} y={y + 32} fontSize={16} fontWeight={800} fill="#fff" textAnchor="middle">
                {ti('info.floorPlan.core', { id: cell.core })}
              </text>
              <text x={at + w / 2} y={y + 54} fontSize={12.5} fill="#fff" textAnchor="middle">
                {ti('info.floorPlan.coreDetail', { ev: CORE_ELEVATORS[cell.core] })}
              </text>
            </g>
          );
        }
        const color = TYPE_COLORS[cell.type];
        return (
          <g key={cell.no}>
            <rect
              x={at + 2}
              y={y + 2}
              width={w - 4}
              height={h - 4}
              rx={4}
              fill={color.fill}
              stroke={color.ink}
              strokeWidth={1.5}
            />
            <text
              x={at + w / 2}
              y={y + h / 2 - 4}
              fontSize={20}
              fontWeight={800}
              fill={INK}
              textAnchor="middle"
            >
              {pad(cell.no)}
            </text>
            <text
              x={at + w / 2}
              y={y + h / 2 + 18}
              fontSize={14}
              fontWeight={700}
              fill={color.ink}
              textAnchor="middle"
            >
              {cell.type}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The typical floor (4F–23F): which unit sits where on both sides of the central corridor, the two cores
 * with their lifts and stairs, and the orientation.
 */
export function FloorPlan() {
  const { ti } = useInfo();
  const id = useId();
  const units = (cells: UnitCell[]) => cells.filter((c) => !('core' in c)).length;
  const mix = APARTMENT_TYPES.map(
    (t) => `${t.code} ${ti('info.common.units', { n: UNITS_PER_FLOOR_BY_TYPE[t.code] })}`,
  ).join(', ');
  const desc = ti('info.floorPlan.desc', {
    south: units(TYPICAL_FLOOR.south),
    north: units(TYPICAL_FLOOR.north),
    n: UNITS_PER_FLOOR,
    mix,
  });
  return (
    <svg
      className="floor-plan"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>
        {ti('info.floorPlan.title', { from: RESIDENTIAL_FLOORS.from, to: RESIDENTIAL_FLOORS.to })}
      </title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <g aria-hidden="true">
        <rect
          x={LEFT - 10}
          y={NORTH.y - 10}
          width={17 * MODULE + 20}
          height={SOUTH.y + SOUTH.h - NORTH.y + 20}
          rx={10}
          fill="#f3f6fa"
          stroke="#8a97a6"
          strokeWidth={2}
        />
        <text x={LEFT} y={NORTH.y - 26} fontSize={15} fontWeight={700} fill={MUTED}>
          {ti('info.floorPlan.northSide')}
        </text>
        <text x={LEFT} y={SOUTH.y + SOUTH.h + 40} fontSize={15} fontWeight={700} fill={MUTED}>
          {ti('info.floorPlan.southSide')}
        </text>
        <Row cells={TYPICAL_FLOOR.north} y={NORTH.y} h={NORTH.h} />
        <rect x={LEFT} y={CORRIDOR.y + 4} width={17 * MODULE} height={CORRIDOR.h - 8} fill="#fff" />
        <text
          x={LEFT + (17 * MODULE) / 2}
          y={CORRIDOR.y + CORRIDOR.h / 2 + 5}
          fontSize={14}
          fill={MUTED}
          textAnchor="middle"
        >
          {ti('info.floorPlan.corridor')}
        </text>
        <Row cells={TYPICAL_FLOOR.south} y={SOUTH.y} h={SOUTH.h} />
        {/* compass */}
        <g transform={`translate(${WIDTH - LEFT - 14} ${NORTH.y - 40})`}>
          <path d="M0 -16 L7 6 L0 1 L-7 6 Z" fill={INK} />
          <text x={0} y={-20} fontSize={13} fontWeight={800} fill={INK} textAnchor="middle">
            {ti('info.map.north')}
          </text>
        </g>
      </g>
    </svg>
  );
}
