import Download from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { FairFiguresAnswer } from '#domain/schemas/matchingDay.ts';
import { saveBlob } from '../../common/saveBlob.ts';
import { client, dayCall } from './dayApi.ts';

const F = 'resources.fairDay.figures';
const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

/**
 * `/console/fairs/{id}/dashboard`: the organiser's figures of a fair — offers, response and acceptance rates,
 * meetings per seller, attendance and no-shows, both rounds' outcomes — as charts, tables and an .xlsx
 * (docs/decisions/0040-the-fair-day.md § Dashboard). Loaded lazily with the chart library.
 */
export function FairDashboardPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [figures, setFigures] = useState<FairFiguresAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  useEffect(() => {
    dayCall(() => client.get<{ fair: { title: string } }>(`/api/console/fairs/${id}`))
      .then((answer) => setTitle(answer.fair.title))
      .catch(() => setTitle(''));
    dayCall(() => client.get<{ figures: FairFiguresAnswer }>(`/api/console/fairs/${id}/dashboard`))
      .then((answer) => setFigures(answer.figures))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [id]);
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!figures) return <Loading />;
  const download = () =>
    client
      .blob(`/api/console/fairs/${id}/dashboard/export`)
      .then(({ blob, filename }) => saveBlob(blob, filename ?? 'figures.xlsx'))
      .catch(() => notify('console.export.failed', { type: 'error' }));

  const tiles: [string, string][] = [
    [translate(`${F}.offers`), String(figures.offers)],
    [translate(`${F}.responseRate`), percent(figures.responseRate)],
    [translate(`${F}.acceptanceRate`), percent(figures.acceptanceRate)],
    [translate(`${F}.meetings`), String(figures.meetings)],
    [translate(`${F}.noShows`), String(figures.noShows)],
    [translate(`${F}.averageScore`), figures.averageScore.MEETING?.toFixed(2) ?? '—'],
  ];
  const statusRows = Object.entries(figures.byStatus).map(
    ([k, n]) => [translate(`${F}.status.${k}`), n] as const,
  );
  const attendanceRows = Object.entries(figures.attendance).map(
    ([k, n]) =>
      [k === 'UNKNOWN' ? translate(`${F}.unknown`) : translate(`resources.fairDay.results.${k}`), n] as const,
  );
  const outcomeRows = (stage: 'MEETING' | 'FOLLOW_UP') =>
    Object.entries(figures.outcomes[stage]).map(([k, n]) => [translate(`${F}.outcomes.${k}`), n] as const);
  const sellers = figures.meetingsPerSeller.slice(0, 30);

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={title ? `${title} · ${translate(`${F}.title`)}` : `${F}.title`} />
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate(`${F}.title`)}
        </Typography>
        <Button startIcon={<Download />} onClick={() => void download()}>
          {translate(`${F}.download`)}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {tiles.map(([label, value]) => (
          <Card key={label} sx={{ minWidth: 150 }}>
            <CardContent>
              <Typography variant="body2">{label}</Typography>
              <Typography variant="h4" component="p">
                {value}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <ChartCard title={translate(`${F}.byStatus`)} rows={statusRows} />
        <ChartCard title={translate(`${F}.attendance`)} rows={attendanceRows} />
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <ChartCard title={translate(`${F}.outcomesMeeting`)} rows={outcomeRows('MEETING')} horizontal />
        <ChartCard title={translate(`${F}.outcomesFollowUp`)} rows={outcomeRows('FOLLOW_UP')} horizontal />
      </Stack>
      <ChartCard
        title={`${translate(`${F}.perSeller`)} (${figures.meetingsPerSeller.length})`}
        rows={sellers.map((s) => [s.name, s.meetings] as const)}
        horizontal
      />
    </Stack>
  );
}

function ChartCard({
  title,
  rows,
  horizontal = false,
}: {
  title: string;
  rows: readonly (readonly [string, number])[];
  horizontal?: boolean;
}) {
  const translate = useTranslate();
  const labels = rows.map(([label]) => label);
  const data = rows.map(([, n]) => n);
  return (
    <Card component="section" sx={{ flex: 1 }} aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {data.some((n) => n > 0) && (
          <BarChart
            height={horizontal ? Math.max(160, rows.length * 32) : 240}
            layout={horizontal ? 'horizontal' : 'vertical'}
            {...(horizontal
              ? {
                  yAxis: [{ scaleType: 'band' as const, data: labels, width: 180 }],
                  xAxis: [{ tickMinStep: 1 }],
                }
              : { xAxis: [{ scaleType: 'band' as const, data: labels }], yAxis: [{ tickMinStep: 1 }] })}
            series={[{ data, label: translate(`${F}.count`) }]}
          />
        )}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right">{translate(`${F}.count`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, n]) => (
              <TableRow key={label}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">{n}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
