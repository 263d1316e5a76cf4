import { useId } from 'react';
import { SUPPLY_TYPE_LABELS } from '#domain/labels.ts';
import { SUPPLY } from '../data.ts';
import { useInfo } from '../i18n.ts';
import { INK, MUTED } from './palette.ts';

const W = 760;
const LEFT = 90;
const RIGHT = 70;
const ROW = 56;
const TOP = 64;
const SPECIAL = '#1d5fa6';
const GENERAL = '#bcd5f0';

/** Stacked bars of special and general supply per unit type (the table beside it has the same numbers). */
export function SupplyChart() {
  const { ti, tl } = useInfo();
  const id = useId();
  const max = Math.max(...SUPPLY.map((r) => r.total));
  const scale = (W - LEFT - RIGHT) / max;
  const height = TOP + SUPPLY.length * ROW + 16;
  const list = SUPPLY.map((r) =>
    ti('info.supply.chart.row', { code: r.code, special: r.special, general: r.general }),
  ).join(', ');

  return (
    <svg
      className="supply-chart"
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{ti('info.supply.chart.title')}</title>
      <desc id={`${id}-desc`}>{ti('info.supply.chart.desc', { list })}</desc>
      <g aria-hidden="true">
        <g transform="translate(90 22)">
          <rect width={18} height={18} rx={3} fill={SPECIAL} />
          <text x={26} y={15} fontSize={16} fill={INK}>
            {tl(SUPPLY_TYPE_LABELS.SPECIAL_TYPE)}
          </text>
          <rect x={170} width={18} height={18} rx={3} fill={GENERAL} stroke="#7fa7d3" />
          <text x={196} y={15} fontSize={16} fill={INK}>
            {tl(SUPPLY_TYPE_LABELS.NORMAL_TYPE)}
          </text>
        </g>
        {SUPPLY.map((r, i) => {
          const y = TOP + i * ROW;
          const sw = r.special * scale;
          const gw = r.general * scale;
          return (
            <g key={r.code}>
              <text x={LEFT - 14} y={y + 25} fontSize={18} fontWeight={800} fill={INK} textAnchor="end">
                {r.code}
              </text>
              <rect x={LEFT} y={y + 4} width={sw} height={32} fill={SPECIAL} />
              <rect x={LEFT + sw} y={y + 4} width={gw} height={32} fill={GENERAL} />
              {sw > 34 && (
                <text
                  x={LEFT + sw / 2}
                  y={y + 26}
                  fontSize={15}
                  fontWeight={700}
                  fill="#fff"
                  textAnchor="middle"
                >
                  {r.special}
                </text>
              )}
              {gw > 34 && (
                <text
                  x={LEFT + sw + gw / 2}
                  y={y + 26}
                  fontSize={15}
                  fontWeight={700}
                  fill={INK}
                  textAnchor="middle"
                >
                  {r.general}
                </text>
              )}
              <text x={LEFT + sw + gw + 10} y={y + 26} fontSize={15} fontWeight={800} fill={MUTED}>
                {r.total}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
