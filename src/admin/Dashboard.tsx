import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ChipProps } from '@mui/material';
import {
  LinkBase,
  Title,
  useCanAccess,
  useCreatePath,
  useGetIdentity,
  useGetResourceLabel,
  useTranslate,
} from 'react-admin';
import { applicationWindowStatus, type WindowState } from '#domain/applicationWindow.ts';
import { CONSOLE_RESOURCES } from '#domain/consoleResources.ts';
import type { PublicSchedule } from '#domain/schemas/schedule.ts';
import { formatDateTime } from './format.ts';
import { DashboardStats } from './dashboard/DashboardStats.tsx';
import { ShopCard } from './dashboard/ShopCard.tsx';
import { client } from './session.ts';

const STATE_COLOR: Record<WindowState, ChipProps['color']> = {
  hidden: 'default',
  beforeOpen: 'info',
  open: 'success',
  closed: 'default',
  stopped: 'error',
};

/** The rounds applicants see now (GET /api/v1/application/schedules) with the state the site shows them. */
function ApplicationWindowCard() {
  const translate = useTranslate();
  const [schedules, setSchedules] = useState<PublicSchedule[] | null>(null);
  // The moment the states were computed: the answer's arrival (rendering must not read the clock).
  const [now, setNow] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    client
      .get<{ schedules: PublicSchedule[] }>('/api/v1/application/schedules', { signal: controller.signal })
      .then((result) => {
        if (result.ok) {
          setNow(Date.now());
          setSchedules(result.data.schedules);
        } else setFailed(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  return (
    <Card component="section" aria-labelledby="window-heading">
      <CardContent>
        <Typography id="window-heading" component="h2" variant="h6" gutterBottom>
          {translate('console.dashboard.window')}
        </Typography>
        {failed && <Alert severity="warning">{translate('console.dashboard.loadError')}</Alert>}
        {schedules?.length === 0 && (
          <Typography color="text.secondary">{translate('console.dashboard.noSchedule')}</Typography>
        )}
        <Stack spacing={2}>
          {schedules?.map((schedule) => {
            const status = applicationWindowStatus(schedule, now, { place: 'landing' });
            return (
              <Box key={schedule._id} data-testid="schedule-window">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {translate('console.dashboard.round', { round: schedule.round })} · {schedule.title}
                  </Typography>
                  <Chip
                    size="small"
                    color={STATE_COLOR[status.state]}
                    label={translate(`console.dashboard.state.${status.state}`)}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {translate('console.dashboard.period', {
                    openAt: formatDateTime(schedule.openAt),
                    deadAt: formatDateTime(schedule.deadAt),
                  })}
                </Typography>
                {status.message && <Typography variant="body2">{status.message}</Typography>}
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A shortcut to a resource list, shown only when the manager may open it. */
function Shortcut({ resource }: { resource: string }) {
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  const createPath = useCreatePath();
  const label = useGetResourceLabel();
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={createPath({ resource, type: 'list' })} variant="outlined">
      {label(resource, 2)}
    </Button>
  );
}

/**
 * Greeting, the figures (for managers with the `manager` scope; asking without it would only raise the
 * 403 alert), the application window and shortcuts to what this manager may open.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: seesFigures } = useCanAccess({ resource: 'dashboard', action: 'list' });
  const name = typeof identity?.username === 'string' ? identity.username : (identity?.fullName ?? '');
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title="ra.page.dashboard" />
      <Card component="section">
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {translate('console.dashboard.greeting', { name })}
          </Typography>
          <Typography color="text.secondary">{translate('console.dashboard.intro')}</Typography>
        </CardContent>
      </Card>
      {seesFigures && <DashboardStats />}
      <ShopCard />
      <ApplicationWindowCard />
      <Card component="section" aria-labelledby="shortcuts-heading">
        <CardContent>
          <Typography id="shortcuts-heading" component="h2" variant="h6" gutterBottom>
            {translate('console.dashboard.shortcuts')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {CONSOLE_RESOURCES.map(({ name }) => (
              <Shortcut key={name} resource={name} />
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
