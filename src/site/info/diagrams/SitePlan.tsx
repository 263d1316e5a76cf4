import { useId } from 'react';
import { COMPLEX } from '#domain/constants.ts';
import { useSetting } from '../../ui/useSetting.ts';
import { useInfo } from '../i18n.ts';
import { INK, MUTED } from './palette.ts';

const W = 1000;
const H = 700;
const SITE = { x: 130, y: 110, w: 690, h: 430 };
const PODIUM = { x: 200, y: 170, w: 560, h: 250 };
const TOWER = { x: 250, y: 200, w: 470, h: 120 };

/** Numbered features of the site plan; the numbers match the list under the drawing (info.layout.item.N). */
export const SITE_PLAN_ITEMS = [
  { no: 1, x: 470, y: 520 },
  { no: 2, x: 800, y: 470 },
  { no: 3, x: 200, y: 480 },
  { no: 4, x: 236, y: 388 },
  { no: 5, x: 470, y: 388 },
  { no: 6, x: 736, y: 140 },
  { no: 7, x: 300, y: 140 },
  { no: 8, x: 790, y: 270 },
  { no: 9, x: 150, y: 300 },
  { no: 10, x: 150, y: 640 },
] as const;

const halo = { paintOrder: 'stroke', stroke: '#fff', strokeWidth: 5, strokeLinejoin: 'round' } as const;

function Tree({ x, y, r = 13 }: { x: number; y: number; r?: number }) {
  return <circle cx={x} cy={y} r={r} fill="#8cc084" stroke="#5f9a56" strokeWidth={2} />;
}

/**
 * The site plan: the plot between three roads, the podium (1F–3F) and the tower above it, entrances for
 * people and cars, the public open space, and the station exit across the main road.
 */
export function SitePlan() {
  const { ti } = useInfo();
  const id = useId();
  const exit = useSetting()?.complex.stations[0]?.exit ?? '';
  return (
    <svg
      className="site-plan"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{ti('info.layout.plan.title')}</title>
      <desc id={`${id}-desc`}>{ti('info.layout.plan.desc')}</desc>
      <g aria-hidden="true">
        <rect width={W} height={H} fill="#eef1f4" />
        {/* roads */}
        <rect x={0} y={560} width={W} height={72} fill="#fff" stroke="#cdd5de" strokeWidth={2} />
        <line x1={0} x2={W} y1={596} y2={596} stroke="#e0b54a" strokeWidth={3} strokeDasharray="24 16" />
        <text x={720} y={586} fontSize={16} fontWeight={700} fill={MUTED} textAnchor="middle">
          {ti('info.map.mainRoad')}
        </text>
        <rect x={850} y={0} width={60} height={560} fill="#fff" stroke="#cdd5de" strokeWidth={2} />
        <text
          x={886}
          y={90}
          fontSize={15}
          fontWeight={700}
          fill={MUTED}
          textAnchor="middle"
          transform="rotate(90 886 90)"
        >
          {ti('info.map.sideRoad')}
        </text>
        <rect x={0} y={40} width={850} height={44} fill="#fff" stroke="#cdd5de" strokeWidth={2} />
        <text x={560} y={68} fontSize={15} fontWeight={700} fill={MUTED} textAnchor="middle">
          {ti('info.layout.northRoad')}
        </text>
        {/* crossings */}
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect key={i} x={446 + i * 10} y={562} width={5} height={68} fill="#d5dbe2" />
        ))}

        {/* the plot, landscape and open space */}
        <rect
          x={SITE.x}
          y={SITE.y}
          width={SITE.w}
          height={SITE.h}
          fill="#e3f0dc"
          stroke={INK}
          strokeWidth={2}
          strokeDasharray="10 6"
        />
        <rect x={SITE.x + 8} y={440} width={190} height={92} rx={8} fill="#cfe8c9" />
        {[
          [160, 460],
          [200, 505],
          [300, 470],
          [160, 160],
          [160, 230],
          [160, 380],
          [800, 180],
          [800, 380],
          [400, 505],
          [560, 505],
          [660, 505],
        ].map(([x, y]) => (
          <Tree key={`${x}-${y}`} x={x!} y={y!} />
        ))}
        {/* paths */}
        <rect x={440} y={420} width={60} height={120} fill="#f4efe6" />
        <path d="M140 300 H 200" stroke="#d8cdb8" strokeWidth={18} />
        {/* car ramp */}
        <rect x={760} y={440} width={60} height={60} fill="#d5dbe2" stroke="#8a97a6" />
        <path d="M820 470 H 850" stroke="#d5dbe2" strokeWidth={40} />
        {[0, 1, 2, 3].map((i) => (
          <line
            key={i}
            x1={768}
            x2={812}
            y1={450 + i * 13}
            y2={450 + i * 13}
            stroke="#8a97a6"
            strokeWidth={2}
          />
        ))}

        {/* podium and tower */}
        <rect
          x={PODIUM.x}
          y={PODIUM.y}
          width={PODIUM.w}
          height={PODIUM.h}
          rx={6}
          fill="#fde4d0"
          stroke="#9a3f10"
          strokeWidth={2}
        />
        <text
          x={PODIUM.x + PODIUM.w / 2}
          y={PODIUM.y + PODIUM.h - 46}
          fontSize={15}
          fontWeight={700}
          fill="#7a3210"
          textAnchor="middle"
        >
          {ti('info.layout.podium')}
        </text>
        <rect x={TOWER.x} y={TOWER.y} width={TOWER.w} height={TOWER.h} rx={6} fill="#1d5fa6" />
        <text
          x={TOWER.x + TOWER.w / 2}
          y={TOWER.y + TOWER.h / 2 + 7}
          fontSize={20}
          fontWeight={800}
          fill="#fff"
          textAnchor="middle"
        >
          {ti('info.layout.tower', { floors: COMPLEX.upperFloors })}
        </text>

        {/* station exit across the main road */}
        <rect x={120} y={612} width={64} height={40} rx={6} fill={INK} />
        <text x={150} y={690} fontSize={14} fontWeight={700} fill={INK} textAnchor="middle" {...halo}>
          {ti('info.common.station')} · {ti('info.map.exit', { n: exit })}
        </text>

        {/* entrance arrows */}
        <path
          d="M470 552 V 430"
          stroke={INK}
          strokeWidth={4}
          markerEnd={`url(#${id.replace(/[^\w-]/g, '')}-a)`}
        />
        <path
          d="M900 470 H 830"
          stroke={INK}
          strokeWidth={4}
          markerEnd={`url(#${id.replace(/[^\w-]/g, '')}-a)`}
        />
        <defs>
          <marker
            id={`${id.replace(/[^\w-]/g, '')}-a`}
            viewBox="0 0 10 10"
            refX="6"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto"
          >
            <path d="M0 0 L10 5 L0 10 z" fill={INK} />
          </marker>
        </defs>

        {SITE_PLAN_ITEMS.map((item) => (
          <g key={item.no}>
            <circle cx={item.x} cy={item.y} r={16} fill="#b84e17" stroke="#fff" strokeWidth={3} />
            <text x={item.x} y={item.y + 5} fontSize={15} fontWeight={800} fill="#fff" textAnchor="middle">
              {item.no}
            </text>
          </g>
        ))}

        <g transform="translate(958 140)">
          <circle r={22} fill="#fff" stroke="#cdd5de" />
          <path d="M0 -15 L7 7 L0 2 L-7 7 Z" fill={INK} />
          <text y={-28} fontSize={13} fontWeight={800} fill={INK} textAnchor="middle">
            {ti('info.map.north')}
          </text>
        </g>
      </g>
    </svg>
  );
}
