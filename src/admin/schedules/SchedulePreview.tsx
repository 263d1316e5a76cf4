import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { applicationWindowStatus, type WindowPlace, type WindowStatus } from '#domain/applicationWindow.ts';

const TICK_MS = 15_000;
const SEVERITY = {
  hidden: 'info',
  stopped: 'error',
  beforeOpen: 'warning',
  open: 'success',
  closed: 'info',
} as const;

/**
 * What the public site shows for the values in the form right now (before saving), from the same rule the
 * server enforces (domain/applicationWindow.ts): the manager sees the effect of a switch or a time at once.
 */
export function SchedulePreview() {
  const translate = useTranslate();
  const values = useWatch();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const message = (values.message ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const schedule = {
    shows: values.shows !== false,
    stops: values.stops === true,
    openAt: text(values.openAt),
    deadAt: text(values.deadAt),
    message: {
      beforeOpen: String(message.beforeOpen ?? ''),
      dead: String(message.dead ?? ''),
      dead2: String(message.dead2 ?? ''),
      stop: String(message.stop ?? ''),
    },
  };
  const describe = (status: WindowStatus) =>
    status.state === 'hidden'
      ? translate('resources.schedules.preview.hidden')
      : status.state === 'open'
        ? translate('resources.schedules.preview.open')
        : status.message;
  const places: WindowPlace[] = ['form', 'landing'];

  return (
    <Box component="section" aria-labelledby="schedule-preview-title" sx={{ width: '100%', mb: 2 }}>
      <Typography id="schedule-preview-title" variant="subtitle1" component="h2">
        {translate('resources.schedules.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.schedules.preview.hint')}
      </Typography>
      {places.map((place) => {
        const status = applicationWindowStatus(schedule, now, { place });
        return (
          <Alert
            key={place}
            severity={SEVERITY[status.state]}
            sx={{ mb: 1 }}
            data-testid={`preview-${place}`}
          >
            <strong>
              {translate(`resources.schedules.preview.${place}`)} ·{' '}
              {translate(`console.dashboard.state.${status.state}`)}
            </strong>
            {describe(status) && <Box sx={{ whiteSpace: 'pre-line' }}>{describe(status)}</Box>}
          </Alert>
        );
      })}
    </Box>
  );
}
