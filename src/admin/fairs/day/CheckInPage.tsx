import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Locale } from '#domain/locale.ts';
import { languageName } from '#domain/matching/languageNames.ts';
import type { DayMeeting } from '#domain/schemas/matchingDay.ts';
import { client, dayCall } from './dayApi.ts';

const F = 'resources.fairDay';

type Outcome =
  { kind: 'ok' | 'already'; meeting: DayMeeting; at: string } | { kind: 'error'; message: string };

/**
 * `/console/fairs/{id}/checkin?code=…`: staff at the venue, on a phone. Scanning a participant's QR with the
 * camera opens this page with the code, which is sent at once; a code can also be pasted. A replay says when
 * the meeting was checked in; a code of another fair or a forged one is refused with the server's words.
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef<string | null>(null);

  const submit = (value: string) => {
    sent.current = value;
    dayCall(() =>
      client.post<{ alreadyCheckedIn: boolean; checkedInAt: string; meeting: DayMeeting }>(
        `/api/console/fairs/${id}/checkins`,
        { code: value },
      ),
    )
      .then((answer) =>
        setOutcome({
          kind: answer.alreadyCheckedIn ? 'already' : 'ok',
          meeting: answer.meeting,
          at: answer.checkedInAt,
        }),
      )
      .catch((e: unknown) =>
        setOutcome({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
      );
  };

  // the scanned URL carries the code: check in once on arrival
  useEffect(() => {
    const scanned = params.get('code');
    if (scanned && sent.current !== scanned) submit(scanned);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per scanned code
  }, [params]);

  const time = (iso: string) => new Date(iso).toLocaleTimeString('ko-KR', { timeZone: 'Asia/Seoul' });
  return (
    <Stack spacing={2} sx={{ my: 2, maxWidth: 560 }}>
      <Title title={`${F}.checkin.title`} />
      <Typography variant="body2">{translate(`${F}.checkin.hint`)}</Typography>
      {outcome && outcome.kind !== 'error' && (
        <Alert
          severity={outcome.kind === 'ok' ? 'success' : 'warning'}
          sx={{ fontSize: '1.1rem' }}
          role="status"
        >
          <strong>
            {outcome.kind === 'ok'
              ? translate(`${F}.checkin.ok`)
              : translate(`${F}.checkin.already`, { time: time(outcome.at) })}
          </strong>
          <Card variant="outlined" sx={{ mt: 1 }}>
            <CardContent>
              <Typography variant="h6" component="p">
                {outcome.meeting.tableLabel ?? translate(`${F}.none`)} ·{' '}
                {outcome.meeting.slot.replace('T', ' ')}
              </Typography>
              <Typography>
                {outcome.meeting.seller.companyName} × {outcome.meeting.buyer.companyName}
              </Typography>
              {outcome.meeting.interpreterLanguage && (
                <Typography>
                  {translate(`${F}.language`)}:{' '}
                  {languageName(outcome.meeting.interpreterLanguage, locale as Locale)}
                  {outcome.meeting.interpreterName && ` · ${outcome.meeting.interpreterName}`}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Stack
        component="form"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          if (!code.trim()) return;
          setParams({}, { replace: true });
          submit(code.trim());
        }}
      >
        <TextField
          label={translate(`${F}.checkin.code`)}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          fullWidth
          autoComplete="off"
        />
        <Button type="submit" variant="contained" size="large" startIcon={<QrCodeScanner />}>
          {translate(`${F}.checkin.submit`)}
        </Button>
      </Stack>
    </Stack>
  );
}
