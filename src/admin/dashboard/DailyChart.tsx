import { useId } from 'react';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '#domain/format.ts';
import type { DailyCount } from './types.ts';

interface Series {
  label: string;
  color: string;
  points: DailyCount[];
}

const WIDTH = 960;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 36, left: 36 };

/** A round number at or above `max` for the top of the axis (1, 2, 5 × 10ⁿ), never below 4. */
function axisTop(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((v) => v >= max) ?? max;
}

/**
 * Bars per Seoul day, one group per day and one bar per series, drawn in plain SVG (no chart package for
 * one chart). The image's name states the sum and the peak; each bar carries its day and count as a title.
 */
export function DailyChart({ series, days }: { series: Series[]; days: number }) {
  const translate = useTranslate();
  const theme = useTheme();
  const titleId = useId();
  const dates = series[0]?.points.map((p) => p.date) ?? [];
  const max = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.count)));
  const top = axisTop(max);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(dates.length, 1);
  const barW = Math.max(2, (slot * 0.7) / Math.max(series.length, 1));
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = [0, top / 2, top];
  const main = series.at(-1);
  const summary = translate('resources.dashboard.chartSummary', {
    days,
    label: main?.label ?? '',
    total: formatNumber(main?.points.reduce((sum, p) => sum + p.count, 0) ?? 0),
    max: formatNumber(Math.max(0, ...(main?.points.map((p) => p.count) ?? [0]))),
  });

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
        data-testid="daily-chart"
      >
        <title id={titleId}>{summary}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {dates.map((date, i) => {
          const x0 = PAD.left + i * slot + (slot - barW * series.length) / 2;
          return (
            <g key={date}>
              {series.map((s, j) => {
                const count = s.points[i]?.count ?? 0;
                return (
                  <rect
                    key={s.label}
                    x={x0 + j * barW}
                    y={y(count)}
                    width={barW - 1}
                    height={Math.max(0, PAD.top + plotH - y(count))}
                    fill={s.color}
                    data-date={date}
                    data-count={count}
                  >
                    <title>{`${date} ${s.label} ${formatNumber(count)}`}</title>
                  </rect>
                );
              })}
              {(i % 2 === dates.length % 2 || dates.length <= 7) && (
                <text
                  x={PAD.left + i * slot + slot / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill={theme.palette.text.secondary}
                >
                  {date.slice(5).replace('-', '.')}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }} aria-hidden="true">
        {series.map((s) => (
          <Stack key={s.label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: s.color, borderRadius: 0.5 }} />
            <Typography variant="caption">{s.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
