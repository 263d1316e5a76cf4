import { useState } from 'react';
import { Box, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { Button, useInput, useTranslate } from 'react-admin';
import { DATE_PATTERN, TIME_PATTERN } from '#domain/matching/slots.ts';

/** 'HH:mm' + minutes → 'HH:mm' on the same day, or null past midnight. */
function addMinutes(time: string, minutes: number): string | null {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  if (total >= 24 * 60) return null;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Start times from `from` up to (not past) `to`, one every `step` minutes. */
export function timesBetween(from: string, to: string, step: number): string[] {
  if (!TIME_PATTERN.test(from) || !TIME_PATTERN.test(to) || step <= 0) return [];
  const out: string[] = [];
  for (let t: string | null = from; t && t < to; t = addMinutes(t, step)) out.push(t);
  return out;
}

function ChipList({
  source,
  values,
  onRemove,
}: {
  source: string;
  values: string[];
  onRemove: (v: string) => void;
}) {
  return (
    <Stack direction="row" flexWrap="wrap" gap={1} aria-label={source}>
      {values.map((v) => (
        <Chip key={v} label={v} onDelete={() => onRemove(v)} />
      ))}
    </Stack>
  );
}

/**
 * The fair's slot grid (docs/decisions/0008-matching.md § Fairs): Seoul dates × Seoul start times. Dates are added one
 * by one; times are generated from a first and a last start with the slot length, then trimmed.
 */
export function SlotGridInput({ minutes }: { minutes: number }) {
  const translate = useTranslate();
  const dates = useInput<string[]>({ source: 'dates' });
  const times = useInput<string[]>({ source: 'times' });
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('10:00');
  const [to, setTo] = useState('17:00');
  const dateList = [...(dates.field.value ?? [])].sort();
  const timeList = [...(times.field.value ?? [])].sort();
  const error = (dates.fieldState.error?.message ?? times.fieldState.error?.message) as string | undefined;

  return (
    <Box sx={{ my: 2, width: '100%' }}>
      <Typography variant="subtitle1">{translate('resources.fairs.grid.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.fairs.grid.hint')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }}>
        <MuiTextField
          type="date"
          size="small"
          label={translate('resources.fairs.grid.date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          label="resources.fairs.grid.addDate"
          disabled={!DATE_PATTERN.test(date) || dateList.includes(date)}
          onClick={() => dates.field.onChange([...dateList, date].sort())}
        />
      </Stack>
      <ChipList
        source="dates"
        values={dateList}
        onRemove={(v) => dates.field.onChange(dateList.filter((d) => d !== v))}
      />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }}>
        <MuiTextField
          type="time"
          size="small"
          label={translate('resources.fairs.grid.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <MuiTextField
          type="time"
          size="small"
          label={translate('resources.fairs.grid.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          label="resources.fairs.grid.generate"
          disabled={timesBetween(from, to, minutes).length === 0}
          onClick={() => times.field.onChange(timesBetween(from, to, minutes))}
        />
      </Stack>
      <ChipList
        source="times"
        values={timeList}
        onRemove={(v) => times.field.onChange(timeList.filter((t) => t !== v))}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('resources.fairs.grid.count', {
          dates: dateList.length,
          times: timeList.length,
          slots: dateList.length * timeList.length,
        })}
      </Typography>
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
