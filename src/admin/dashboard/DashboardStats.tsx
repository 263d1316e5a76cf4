import { consoleResource } from '#domain/consoleResources.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Grid, Link, Table, TableBody, TableCell } from '@mui/material';
import { TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { LinkBase, useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { formatNumber } from '#domain/format.ts';
import { formatDateTime } from '../format.ts';
import { client } from '../session.ts';
import { DailyChart } from './DailyChart.tsx';
import type { DashboardData, KindCounts, RecentLog } from './types.ts';

/**
 * A figure that opens the list filtered to exactly what it counts (the list's total equals the figure);
 * plain text for a manager who may not open that list.
 */
function FigureLink({
  resource,
  filter,
  figure,
  children,
}: {
  resource: string;
  filter: Record<string, unknown>;
  figure: string;
  children: ReactNode;
}) {
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!canAccess) return children;
  const search = new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(filter).map((key) => [key, true]))),
  });
  return (
    <Link
      component={LinkBase}
      to={`${createPath({ resource, type: 'list' })}?${search}`}
      color="inherit"
      underline="always"
      data-figure={figure}
    >
      {children}
    </Link>
  );
}

function Figure({
  label,
  counts,
  resource,
  today,
}: {
  label: string;
  counts: KindCounts;
  resource: string;
  today: string;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" sx={{ height: '100%' }} data-testid="dashboard-figure">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate(label)}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          <FigureLink resource={resource} filter={{ from: today, to: today }} figure={`${resource}-today`}>
            {formatNumber(counts.today)}
          </FigureLink>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {translate('resources.dashboard.today')}
          </Typography>
        </Typography>
        <Typography color="text.secondary">
          {translate('resources.dashboard.total')}{' '}
          <FigureLink resource={resource} filter={{}} figure={`${resource}-total`}>
            {formatNumber(counts.total)}
          </FigureLink>
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A count of work waiting (unanswered inquiries, consultations without an adviser), linked to its list. */
function Waiting({
  count,
  label,
  resource,
  filter,
  figure,
}: {
  count: number;
  label: string;
  resource: string;
  filter: Record<string, unknown>;
  figure: string;
}) {
  const translate = useTranslate();
  const text = translate('resources.dashboard.unansweredCount', { count: formatNumber(count) });
  return (
    <Card component="section" sx={{ height: '100%' }} data-testid={`dashboard-${figure}`}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate(label)}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700 }}
          color={count > 0 ? 'error' : undefined}
        >
          <FigureLink resource={resource} filter={filter} figure={figure}>
            {text}
          </FigureLink>
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The access log names records by their API collection; where that differs from the console resource. */
const RESOURCE_OF_SUBJECT: Record<string, string> = { managers: 'manager' };

function RecentLogs({ logs }: { logs: RecentLog[] }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'logs', action: 'list' });
  return (
    <Card component="section" aria-labelledby="recent-logs-heading">
      <CardContent>
        <Typography id="recent-logs-heading" component="h2" variant="h6" gutterBottom>
          {translate('resources.dashboard.logs')}
        </Typography>
        {logs.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.dashboard.noLogs')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['createdAt', 'actorUsername', 'action', 'subjectLabel', 'ip'] as const).map((column) => (
                    <TableCell key={column}>{translate(`resources.logs.fields.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.map((log) => (
                  <TableRow key={log._id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.createdAt)}</TableCell>
                    <TableCell>{log.actorUsername}</TableCell>
                    <TableCell>
                      {translate(`resources.logs.actions.${log.action}`, { _: log.action })}
                    </TableCell>
                    <TableCell>
                      {translate(
                        `resources.${RESOURCE_OF_SUBJECT[log.subjectType] ?? log.subjectType}.name`,
                        {
                          _: log.subjectType,
                          smart_count: 1,
                        },
                      )}
                      {log.subjectLabel ? ` · ${log.subjectLabel}` : ''}
                    </TableCell>
                    <TableCell>{log.ip}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {canAccess && (
          <Box sx={{ mt: 1 }}>
            <LinkBase to={createPath({ resource: 'logs', type: 'list' })}>
              {translate('resources.dashboard.allLogs')}
            </LinkBase>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's figures (`GET /api/console/dashboard`, scope manager): today's and all registrations and
 * applications, applications per day, unanswered inquiries and the latest access-log rows. The server
 * leaves out what the manager's scopes do not cover, and so does this.
 */
export function DashboardStats() {
  const translate = useTranslate();
  const theme = useTheme();
  const [data, setData] = useState<DashboardData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    client
      .get<{ dashboard: DashboardData }>('/api/console/dashboard', { signal: controller.signal })
      .then((result) => (result.ok ? setData(result.data.dashboard) : setFailed(true)))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  if (failed) return <Alert severity="warning">{translate('resources.dashboard.loadError')}</Alert>;
  if (!data) return null;

  const series = [
    data.registrations && {
      label: translate('resources.dashboard.chartRegistrations'),
      color: theme.palette.secondary.light,
      points: data.registrations.daily,
    },
    data.applications && {
      label: translate('resources.dashboard.chartApplications'),
      color: theme.palette.primary.main,
      points: data.applications.daily,
    },
  ].filter((s) => s !== null);
  const days = series[0]?.points.length ?? 0;

  return (
    <>
      <Grid container spacing={2}>
        {data.registrations && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure
              label="resources.dashboard.registrations"
              counts={data.registrations}
              resource="registration"
              today={data.today}
            />
          </Grid>
        )}
        {data.applications && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure
              label="resources.dashboard.applications"
              counts={data.applications}
              resource="application"
              today={data.today}
            />
          </Grid>
        )}
        {data.questions && (
          <Grid size={{ xs: 12, sm: 4 }}>
            {/* what the server counts: unanswered inquiries shown on the site */}
            <Waiting
              count={data.questions.unanswered}
              label="resources.dashboard.unanswered"
              resource="center/questions"
              filter={{ answered: false, shows: true }}
              figure="questions-unanswered"
            />
          </Grid>
        )}
        {data.consultations && (
          <Grid size={{ xs: 12, sm: 4 }}>
            {/* consultations requested and not yet assigned (docs/decisions/0025-expert-consultations.md) */}
            <Waiting
              count={data.consultations.waiting}
              label="resources.dashboard.consultationsWaiting"
              resource={consoleResource('consultations').name}
              filter={{ state: 'requested' }}
              figure="consultations-waiting"
            />
          </Grid>
        )}
        {data.productQuestions && (
          <Grid size={{ xs: 12, sm: 4 }}>
            {/* product questions not yet answered (docs/decisions/0042-shop-reviews-and-questions.md) */}
            <Waiting
              count={data.productQuestions.unanswered}
              label={`resources.${consoleResource('shopQuestions').name}.unanswered`}
              resource={consoleResource('shopQuestions').name}
              filter={{ answered: false }}
              figure="product-questions-unanswered"
            />
          </Grid>
        )}
      </Grid>
      {series.length > 0 && (
        <Card component="section" aria-labelledby="daily-heading">
          <CardContent>
            <Typography id="daily-heading" component="h2" variant="h6" gutterBottom>
              {translate('resources.dashboard.chart', { days })}
            </Typography>
            <DailyChart series={series} days={days} />
          </CardContent>
        </Card>
      )}
      {data.logs && <RecentLogs logs={data.logs} />}
    </>
  );
}
