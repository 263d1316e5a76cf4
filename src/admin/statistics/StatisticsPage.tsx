import { useEffect, useState } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Loading, Title, useTranslate } from 'react-admin';
import { APPLICATION_STATUS_LABELS } from '#domain/applicationStatus.ts';
import { CATEGORY_LABELS, RANK_LABELS, SUPPLY_TYPE_LABELS } from '#domain/labels.ts';
import type { Localized } from '#domain/locale.ts';
import type { RoundStatistics } from '#domain/schemas/statistics.ts';
import { useLabel } from '../common/useLabel.ts';
import { client } from '../session.ts';
import { StatisticsTable } from './StatisticsTable.tsx';

type Cell = RoundStatistics['competition'][number];

/**
 * `/console/statistics`: a round's applications per day, per cell and rank, competition per cell and
 * review outcomes, each a chart, a table and an .xlsx (docs/decisions/0030-group-notices-and-round-statistics.md).
 * Loaded lazily (src/admin/pages.tsx), so the chart library is fetched only by this page of the console.
 */
export function StatisticsPage() {
  const translate = useTranslate();
  const label = useLabel();
  const [round, setRound] = useState<number | undefined>();
  const [stats, setStats] = useState<RoundStatistics | null>(null);
  const [failed, setFailed] = useState(false);
  const field = (key: string, options?: object) => translate(`resources.statistics.fields.${key}`, options);

  useEffect(() => {
    let live = true;
    const query = round === undefined ? '' : `?round=${round}`;
    client
      .get<{ statistics: RoundStatistics }>(`/api/console/statistics${query}`)
      .then((res) => {
        if (!live) return;
        if (res.ok) setStats(res.data.statistics);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [round]);

  if (failed) return <Alert severity="error">{field('loadError')}</Alert>;
  if (!stats) return <Loading />;

  const labelled = (labels: Record<string, Localized>, code: string) =>
    labels[code] ? label(labels[code]) : code || '—';
  const cellColumns = [
    { label: 'unitType', value: (c: Pick<Cell, 'unitType'>) => c.unitType || '—' },
    {
      label: 'supplyType',
      value: (c: Pick<Cell, 'supplyType'>) => labelled(SUPPLY_TYPE_LABELS, c.supplyType),
    },
    {
      label: 'supplyCategory',
      value: (c: Pick<Cell, 'supplyCategory'>) => labelled(CATEGORY_LABELS, c.supplyCategory),
    },
  ];
  const cellName = (c: Cell) =>
    `${c.unitType || '—'} ${labelled(SUPPLY_TYPE_LABELS, c.supplyType)} ${labelled(CATEGORY_LABELS, c.supplyCategory)}`;
  const empty = stats.total === 0;

  return (
    // contain: the page takes the layout's width and never widens it (at 390 px a table's columns would push
    // the whole console sideways); a wide table scrolls inside its card instead
    <Stack spacing={2} sx={{ my: 2, contain: 'inline-size' }}>
      <Title title="resources.statistics.name" />
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={field('round')}
          value={stats.round}
          onChange={(event) => setRound(Number(event.target.value))}
          fullWidth={false}
          sx={{ width: 200 }}
        >
          {stats.rounds.map((r) => (
            <MenuItem key={r} value={r}>
              {field('roundNumber', { round: r })}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle1">{field('total', { count: stats.total })}</Typography>
      </Stack>
      {empty ? <Alert severity="info">{field('empty')}</Alert> : null}
      <StatisticsTable
        round={stats.round}
        table="days"
        rows={stats.days}
        chart={
          empty ? null : (
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: stats.days.map((d) => d.day) }]}
              series={[{ data: stats.days.map((d) => d.count), label: field('count') }]}
            />
          )
        }
        columns={[
          { label: 'day', value: (d) => d.day },
          { label: 'count', value: (d) => d.count, numeric: true },
        ]}
      />
      <StatisticsTable
        round={stats.round}
        table="competition"
        rows={stats.competition}
        note={stats.competition.some((c) => c.units === null) ? field('noSupply') : undefined}
        chart={
          empty ? null : (
            <BarChart
              height={260}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: stats.competition.map(cellName), width: 160 }]}
              series={[{ data: stats.competition.map((c) => c.applications), label: field('count') }]}
            />
          )
        }
        columns={[
          ...cellColumns,
          { label: 'count', value: (c) => c.applications, numeric: true },
          { label: 'units', value: (c) => c.units ?? '—', numeric: true },
          { label: 'rate', value: (c) => (c.rate === null ? '—' : `${c.rate} : 1`), numeric: true },
        ]}
      />
      <StatisticsTable
        round={stats.round}
        table="cells"
        rows={stats.cells}
        columns={[
          ...cellColumns,
          { label: 'rank', value: (c) => labelled(RANK_LABELS, c.rank) },
          { label: 'count', value: (c) => c.count, numeric: true },
        ]}
      />
      <StatisticsTable
        round={stats.round}
        table="statuses"
        rows={stats.statuses}
        chart={
          empty ? null : (
            <BarChart
              height={220}
              xAxis={[
                {
                  scaleType: 'band',
                  data: stats.statuses.map((s) => label(APPLICATION_STATUS_LABELS[s.status])),
                },
              ]}
              series={[{ data: stats.statuses.map((s) => s.count), label: field('count') }]}
            />
          )
        }
        columns={[
          { label: 'status', value: (s) => label(APPLICATION_STATUS_LABELS[s.status]) },
          { label: 'count', value: (s) => s.count, numeric: true },
        ]}
      />
    </Stack>
  );
}
