import Download from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useState, type ReactNode } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { formatDate, formatNumber } from '#domain/format.ts';
import type { SalesKind, SalesRow, SalesStatistics } from '#domain/schemas/salesStatistics.ts';
import { DataTable } from '../common/DataTable.tsx';
import { saveBlob } from '../common/saveBlob.ts';
import { client } from '../session.ts';

const F = 'resources.salesStatistics.fields';

/**
 * `/console/salesStatistics`: the shop's sales per month, day, weekday and product, each a chart, a table and
 * an .xlsx (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md). Loaded lazily with the chart library.
 */
export function SalesStatisticsPage() {
  const translate = useTranslate();
  const today = formatDate(new Date());
  const [year, setYear] = useState(today.slice(0, 4));
  const [month, setMonth] = useState(today.slice(0, 7));
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title="resources.salesStatistics.name" />
      <Typography variant="body2">{translate(`${F}.rule`)}</Typography>
      <SalesCard
        kind="monthlySales"
        query={`year=${year}`}
        picker={
          <TextField
            size="small"
            type="number"
            label={translate(`${F}.year`)}
            value={year}
            onChange={(e) => setYear(e.target.value)}
            slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
            sx={{ width: 120 }}
          />
        }
      />
      <SalesCard
        kind="dailySales"
        query={`month=${month}`}
        picker={
          <TextField
            size="small"
            type="month"
            label={translate(`${F}.month`)}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 200 }}
          />
        }
      />
      <Stack direction="row" spacing={2}>
        <TextField
          size="small"
          type="date"
          label={translate(`${F}.from`)}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={translate(`${F}.to`)}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <SalesCard kind="dayOfWeekSales" query={`from=${from}&to=${to}`} />
      <SalesCard kind="productsSales" query={`from=${from}&to=${to}`} horizontal />
    </Stack>
  );
}

function SalesCard({
  kind,
  query,
  picker,
  horizontal = false,
}: {
  kind: SalesKind;
  query: string;
  picker?: ReactNode;
  horizontal?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [state, setState] = useState<{ query: string; stats?: SalesStatistics; error?: string } | null>(null);

  useEffect(() => {
    let live = true;
    client
      .get<{ statistics: SalesStatistics }>(`/api/console/statistics/${kind}?${query}`)
      .then((res) => {
        if (!live) return;
        setState(
          res.ok
            ? { query, stats: res.data.statistics }
            : { query, error: Object.values(res.data.errors ?? {})[0] ?? res.data.message },
        );
      })
      .catch(() => live && setState({ query, error: translate(`${F}.loadError`) }));
    return () => {
      live = false;
    };
  }, [kind, query, translate]);

  const name = (row: SalesRow) =>
    row.key === 'shipping'
      ? translate(`${F}.shipping`)
      : row.key === 'discount'
        ? translate(`${F}.discount`)
        : kind === 'dayOfWeekSales'
          ? translate(`${F}.weekday${row.key}`)
          : kind === 'dailySales'
            ? row.key.slice(8)
            : row.label || row.key;

  const download = async () => {
    try {
      const { blob, filename } = await client.blob(`/api/console/statistics/${kind}/export?${query}`);
      saveBlob(blob, filename ?? `${kind}.xlsx`);
    } catch {
      notify('console.export.failed', { type: 'error' });
    }
  };

  const stats = state?.stats;
  return (
    <Card component="section" aria-labelledby={`sales-${kind}`}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Typography id={`sales-${kind}`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate(`${F}.${kind}`)}
          </Typography>
          {picker}
          <Button size="small" startIcon={<Download />} disabled={!stats} onClick={() => void download()}>
            {translate(`${F}.download`)}
          </Button>
        </Stack>
        {state?.error ? (
          <Alert severity="warning">{state.error}</Alert>
        ) : !stats ? (
          <Loading />
        ) : (
          <>
            {stats.rows.length > 0 && (
              <BarChart
                height={horizontal ? Math.max(160, stats.rows.length * 36) : 240}
                layout={horizontal ? 'horizontal' : 'vertical'}
                {...(horizontal
                  ? {
                      yAxis: [{ scaleType: 'band' as const, data: stats.rows.map(name), width: 160 }],
                      xAxis: [{ valueFormatter: formatNumber }],
                    }
                  : {
                      xAxis: [{ scaleType: 'band' as const, data: stats.rows.map(name) }],
                      // won in full: the axis is wide enough for 100,000,000
                      yAxis: [{ width: 90, valueFormatter: formatNumber }],
                    })}
                series={[
                  { data: stats.rows.map((r) => r.gross), label: translate(`${F}.gross`) },
                  { data: stats.rows.map((r) => r.refunds), label: translate(`${F}.refunds`) },
                  { data: stats.rows.map((r) => r.net), label: translate(`${F}.net`) },
                ]}
              />
            )}
            <DataTable
              rows={stats.rows}
              rowKey={(r) => r.key}
              columns={[
                { header: translate(`${F}.key`), value: (r) => (kind === 'dailySales' ? r.key : name(r)) },
                { header: translate(`${F}.gross`), numeric: true, value: (r) => formatNumber(r.gross) },
                { header: translate(`${F}.refunds`), numeric: true, value: (r) => formatNumber(r.refunds) },
                { header: translate(`${F}.net`), numeric: true, value: (r) => formatNumber(r.net) },
                { header: translate(`${F}.count`), numeric: true, value: (r) => r.count },
              ]}
              footer={
                <TableRow>
                  <TableCell>
                    <strong>{translate(`${F}.total`)}</strong>
                  </TableCell>
                  <TableCell align="right">{formatNumber(stats.total.gross)}</TableCell>
                  <TableCell align="right">{formatNumber(stats.total.refunds)}</TableCell>
                  <TableCell align="right">
                    <strong>{formatNumber(stats.total.net)}</strong>
                  </TableCell>
                  <TableCell />
                </TableRow>
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
