import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Insights from '@mui/icons-material/Insights';
import { Alert, Button, Card, CardContent, Chip, MenuItem, Stack, Table, TableBody } from '@mui/material';
import { TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Locale } from '#domain/locale.ts';
import { languageName } from '#domain/matching/languageNames.ts';
import { ATTENDANCE_RESULTS } from '#domain/matching/meetingDay.ts';
import { numberedTables } from '#domain/matching/tableAssignment.ts';
import { MEETING_LANGUAGES } from '#domain/schemas/buyerProfile.ts';
import type { DayMeeting, FairDay } from '#domain/schemas/matchingDay.ts';
import { saveBlob } from '../../common/saveBlob.ts';
import { client, dayCall, dayUrl } from './dayApi.ts';
import { FloorMeetingCard } from './FloorMeetingCard.tsx';

const F = 'resources.fairDay';

/** Loads a fair's day and keeps it; `set` takes the day a write answers with. */
export function useFairDay(fairId: string) {
  const [day, setDay] = useState<FairDay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    dayCall(() => client.get<{ day: FairDay }>(dayUrl(fairId)))
      .then((answer) => setDay(answer.day))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [fairId]);
  useEffect(reload, [reload]);
  return { day, error, setDay, reload };
}

/**
 * `/console/fairs/{id}/day`: the organiser's fair day — tables and interpreters, automatic assignment,
 * manual changes (a conflict is refused with the meeting in the way named), staff attendance, print, .xlsx,
 * and a meeting held on the floor recorded (docs/decisions/0049-meetings-held-on-the-floor.md).
 */
export function FairDayPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const { day, error, setDay, reload } = useFairDay(id);
  const [slot, setSlot] = useState('');
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!day) return <Loading />;

  const fail = (e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' });
  const assign = () =>
    dayCall(() => client.post<{ day: FairDay; assigned: number; unplaced: number }>(dayUrl(id, '/assign')))
      .then((answer) => {
        setDay(answer.day);
        notify(translate(`${F}.assigned`, { assigned: answer.assigned, unplaced: answer.unplaced }), {
          type: answer.unplaced ? 'warning' : 'info',
        });
      })
      .catch(fail);
  const download = () =>
    client
      .blob(dayUrl(id, '/export'))
      .then(({ blob, filename }) => saveBlob(blob, filename ?? 'day.xlsx'))
      .catch(() => notify('console.export.failed', { type: 'error' }));
  const slots = [...new Set(day.meetings.map((m) => m.slot))];
  const shown = slot ? day.meetings.filter((m) => m.slot === slot) : day.meetings;

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={`${day.fair.title} · ${translate(`${F}.name`)}`} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<TableRestaurant />} onClick={() => void assign()}>
          {translate(`${F}.assign`)}
        </Button>
        <Button component={Link} to={`/fairs/${id}/print`} startIcon={<Print />}>
          {translate(`${F}.print`)}
        </Button>
        <Button startIcon={<Download />} onClick={() => void download()}>
          {translate(`${F}.export`)}
        </Button>
        <Button component={Link} to={`/fairs/${id}/checkin`} startIcon={<QrCodeScanner />}>
          {translate(`${F}.checkIn`)}
        </Button>
        <Button component={Link} to={`/fairs/${id}/dashboard`} startIcon={<Insights />}>
          {translate(`${F}.dashboard`)}
        </Button>
      </Stack>
      <Typography variant="body2">{translate(`${F}.assignHint`)}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <TablesCard day={day} onDay={setDay} onError={fail} />
        <InterpretersCard day={day} onDay={setDay} onError={fail} />
      </Stack>
      <FloorMeetingCard fairId={id} onRecorded={reload} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {translate(`${F}.name`)} ({day.meetings.length})
            </Typography>
            <TextField
              select
              size="small"
              label={translate(`${F}.slot`)}
              value={slot}
              onChange={(e) => setSlot(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">—</MenuItem>
              {slots.map((s) => (
                <MenuItem key={s} value={s}>
                  {s.replace('T', ' ')}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {day.meetings.length === 0 ? (
            <Alert severity="info">{translate(`${F}.noMeetings`)}</Alert>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${F}.slot`)}</TableCell>
                  <TableCell>{translate(`${F}.seller`)}</TableCell>
                  <TableCell>{translate(`${F}.buyer`)}</TableCell>
                  <TableCell>{translate(`${F}.note`)}</TableCell>
                  <TableCell>{translate(`${F}.table`)}</TableCell>
                  <TableCell>{translate(`${F}.language`)}</TableCell>
                  <TableCell>{translate(`${F}.interpreter`)}</TableCell>
                  <TableCell>{translate(`${F}.checkedIn`)}</TableCell>
                  <TableCell>{translate(`${F}.attendance`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((m) => (
                  <MeetingRow key={m._id} fairId={id} day={day} meeting={m} onDay={setDay} onError={fail} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

interface Part {
  day: FairDay;
  onDay: (day: FairDay) => void;
  onError: (e: unknown) => void;
}

function MeetingRow({
  fairId,
  day,
  meeting: m,
  onDay,
  onError,
}: Part & { fairId: string; meeting: DayMeeting }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const change = (patch: Partial<Record<'table' | 'interpreter' | 'interpreterLanguage', string | null>>) =>
    dayCall(() =>
      client.put<{ day: FairDay }>(dayUrl(fairId, `/meetings/${m._id}`), {
        table: m.table,
        interpreter: m.interpreter,
        interpreterLanguage: m.interpreterLanguage,
        ...patch,
      }),
    )
      .then((answer) => onDay(answer.day))
      .catch(onError);
  const record = (result: string) =>
    dayCall(() => client.put<{ day: FairDay }>(dayUrl(fairId, `/meetings/${m._id}/attendance`), { result }))
      .then((answer) => onDay(answer.day))
      .catch(onError);
  const none = <MenuItem value="">{translate(`${F}.none`)}</MenuItem>;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.slot.replace('T', ' ')}</TableCell>
      <TableCell>{m.seller.companyName}</TableCell>
      <TableCell>
        {m.buyer.companyName} {m.buyer.country && `(${m.buyer.country})`}
      </TableCell>
      <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{m.buyerNote}</TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          value={m.table ?? ''}
          onChange={(e) => void change({ table: e.target.value || null })}
          slotProps={{ htmlInput: { 'aria-label': translate(`${F}.table`) } }}
          sx={{ minWidth: 90 }}
        >
          {none}
          {day.tables.map((t) => (
            <MenuItem key={t._id} value={t._id}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          value={m.interpreterLanguage ?? ''}
          onChange={(e) => void change({ interpreterLanguage: e.target.value || null })}
          slotProps={{ htmlInput: { 'aria-label': translate(`${F}.language`) } }}
          sx={{ minWidth: 120 }}
        >
          {none}
          {MEETING_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {languageName(l, locale as Locale)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          value={m.interpreter ?? ''}
          onChange={(e) => void change({ interpreter: e.target.value || null })}
          slotProps={{ htmlInput: { 'aria-label': translate(`${F}.interpreter`) } }}
          sx={{ minWidth: 120 }}
        >
          {none}
          {day.interpreters.map((i) => (
            <MenuItem key={i._id} value={i._id}>
              {i.name} ({i.languages.join(', ')})
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {m.checkedInAt ? new Date(m.checkedInAt).toLocaleTimeString('ko-KR', { timeZone: 'Asia/Seoul' }) : ''}
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          value={m.attendance ?? ''}
          onChange={(e) => e.target.value && void record(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': translate(`${F}.staffRecord`) } }}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">—</MenuItem>
          {ATTENDANCE_RESULTS.map((r) => (
            <MenuItem key={r} value={r}>
              {translate(`${F}.results.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}

function TablesCard({ day, onDay, onError }: Part) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState(day.tables.map((t) => t.label).join('\n'));
  const [count, setCount] = useState(String(day.tables.length || 20));
  const save = () =>
    dayCall(() =>
      client.put<{ day: FairDay }>(dayUrl(day.fair._id, '/tables'), {
        labels: text
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      }),
    )
      .then((answer) => {
        onDay(answer.day);
        notify(`${F}.saved`);
      })
      .catch(onError);
  return (
    <Card sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${F}.tables`)} ({day.tables.length})
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${F}.tablesHint`)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <TextField
            size="small"
            type="number"
            label={translate(`${F}.tableCount`)}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            sx={{ width: 140 }}
          />
          <Button onClick={() => setText(numberedTables(Math.min(500, Number(count) || 0)).join('\n'))}>
            {translate(`${F}.makeTables`)}
          </Button>
        </Stack>
        <TextField
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          label={translate(`${F}.tables`)}
        />
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => void save()}>
          {translate(`${F}.saveTables`)}
        </Button>
      </CardContent>
    </Card>
  );
}

function InterpretersCard({ day, onDay, onError }: Part) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [languages, setLanguages] = useState('');
  const base = dayUrl(day.fair._id, '/interpreters');
  const refresh = () =>
    dayCall(() => client.get<{ day: FairDay }>(dayUrl(day.fair._id))).then((answer) => onDay(answer.day));
  const add = () =>
    dayCall(() =>
      client.post(base, {
        name,
        languages: languages
          .split(/[,\s]+/)
          .map((l) => l.trim().toLowerCase())
          .filter(Boolean),
      }),
    )
      .then(() => {
        setName('');
        setLanguages('');
        return refresh();
      })
      .catch(onError);
  const remove = (interpreterId: string) =>
    dayCall(() => client.delete(`${base}/${interpreterId}`))
      .then(refresh)
      .catch(onError);
  return (
    <Card sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${F}.interpreters`)} ({day.interpreters.length})
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {day.interpreters.map((i) => (
            <Chip
              key={i._id}
              label={`${i.name} · ${i.languages.join(', ')}`}
              onDelete={() => void remove(i._id)}
            />
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={translate(`${F}.interpreterName`)}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            size="small"
            label={translate(`${F}.interpreterLanguages`)}
            value={languages}
            onChange={(e) => setLanguages(e.target.value)}
            sx={{ minWidth: 240 }}
          />
          <Button onClick={() => void add()}>{translate(`${F}.addInterpreter`)}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
