import Print from '@mui/icons-material/Print';
import { Alert, Box, Button, GlobalStyles, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { DayMeeting } from '#domain/schemas/matchingDay.ts';
import { useFairDay } from './FairDayPage.tsx';

const F = 'resources.fairDay';

/**
 * `/console/fairs/{id}/print`: the day per table, one printed page each (the sheet a table's host keeps),
 * meetings without a table last. The console's bars are hidden in print.
 */
export function FairPrintPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { day, error } = useFairDay(id);
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!day) return <Loading />;
  const groups: { label: string; meetings: DayMeeting[] }[] = day.tables.map((t) => ({
    label: t.label,
    meetings: day.meetings.filter((m) => m.table === t._id),
  }));
  const loose = day.meetings.filter((m) => !m.table);
  if (loose.length)
    groups.push({ label: `${translate(`${F}.table`)}: ${translate(`${F}.none`)}`, meetings: loose });
  return (
    <Box sx={{ my: 2 }}>
      <GlobalStyles
        styles={{
          '@media print': {
            'header, .RaSidebar-fixed, .MuiDrawer-root, .RaAppBar-toolbar, .no-print': {
              display: 'none !important',
            },
            '.RaLayout-content': { padding: 0 },
          },
        }}
      />
      <Title title={`${day.fair.title} · ${translate(`${F}.print`)}`} />
      <Button className="no-print" variant="contained" startIcon={<Print />} onClick={() => window.print()}>
        {translate(`${F}.printNow`)}
      </Button>
      {groups
        .filter((g) => g.meetings.length > 0)
        .map((g) => (
          <Box
            key={g.label}
            component="section"
            sx={{ pageBreakAfter: 'always', breakAfter: 'page', mt: 3 }}
            aria-label={g.label}
          >
            <Typography variant="h5" component="h2">
              {g.label}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {day.fair.title} · {day.fair.place}
            </Typography>
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'collapse',
                '& td, & th': { border: '1px solid #999', p: 0.75, textAlign: 'left' },
              }}
            >
              <thead>
                <tr>
                  <th>{translate(`${F}.slot`)}</th>
                  <th>{translate(`${F}.seller`)}</th>
                  <th>{translate(`${F}.buyer`)}</th>
                  <th>{translate(`${F}.interpreter`)}</th>
                  <th>{translate(`${F}.checkedIn`)}</th>
                </tr>
              </thead>
              <tbody>
                {g.meetings.map((m) => (
                  <tr key={m._id}>
                    <td>{m.slot.replace('T', ' ')}</td>
                    <td>{m.seller.companyName}</td>
                    <td>
                      {m.buyer.companyName} {m.buyer.country && `(${m.buyer.country})`}
                    </td>
                    <td>{[m.interpreterLanguage, m.interpreterName].filter(Boolean).join(' · ')}</td>
                    <td>{m.checkedInAt ? '✓' : '☐'}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        ))}
    </Box>
  );
}
