import { useEffect, useState } from 'react';
import { Alert, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { Button, LinkBase, Title, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { formatNumber } from '#domain/format.ts';
import type { AccessLogReview } from '#domain/schemas/accessLog.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { DataTable } from '../common/DataTable.tsx';

const COUNTS = ['lists', 'views', 'reveals', 'exports', 'downloads', 'subjects'] as const;

/** The Seoul month of now, YYYY-MM (the month input's first value). */
function thisMonth(): string {
  return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
}

/**
 * 접속기록 월간 점검 (PIPA 안전성 확보조치 기준 제8조②, docs/decisions/0011-access-log-reads-and-review.md): per manager for a month, what
 * they read and whether the volume is unusual. Route /console/logs/review.
 */
export function LogReview() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const createPath = useCreatePath();
  const [month, setMonth] = useState(thisMonth);
  // the answer of one month; another month's answer is not shown while the chosen one loads
  const [result, setResult] = useState<{ month: string; review?: AccessLogReview; failed?: boolean } | null>(
    null,
  );

  useEffect(() => {
    if (!/^\d{4}-\d{2}$/.test(month)) return;
    let current = true;
    dataProvider
      .send<{ review: AccessLogReview }>('GET', `/api/console/common/logs/review?month=${month}`)
      .then((answer) => current && setResult({ month, review: answer.review }))
      .catch(() => current && setResult({ month, failed: true }));
    return () => {
      current = false;
    };
  }, [dataProvider, month]);
  const review = result?.month === month ? result.review : undefined;
  const failed = result?.month === month && result.failed === true;

  const t = (key: string, options?: object) => translate(`resources.logs.review.${key}`, options);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <TextField
          type="month"
          label={t('month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          component={LinkBase}
          to={createPath({ resource: 'logs', type: 'list' })}
          label="resources.logs.name"
        />
      </Stack>
      {review && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('rule', { factor: review.medianFactor, limit: formatNumber(review.dailyLimit) })}
        </Typography>
      )}
      {failed && <Alert severity="warning">{translate('ra.notification.http_error')}</Alert>}
      {review && review.managers.length === 0 && <Typography>{t('empty')}</Typography>}
      {review && review.managers.length > 0 && (
        <DataTable
          testId="log-review"
          rows={review.managers}
          rowKey={(row) => row.actorId}
          selected={(row) => row.flags.length > 0}
          columns={[
            { header: translate('resources.logs.fields.actorUsername'), value: (row) => row.actorUsername },
            ...COUNTS.map((key) => ({
              header: t(key),
              numeric: true,
              value: (row: AccessLogReview['managers'][number]) => formatNumber(row[key]),
            })),
            {
              header: t('peakDay'),
              value: (row) => (row.peakDay ? `${row.peakDay} (${formatNumber(row.peakDaySubjects)})` : '–'),
            },
            { header: t('baseline'), numeric: true, value: (row) => formatNumber(row.baseline) },
            {
              header: t('flags'),
              value: (row) =>
                row.flags.map((flag) => (
                  <Chip key={flag} size="small" color="error" label={t(`flag.${flag}`)} sx={{ mr: 0.5 }} />
                )),
            },
          ]}
        />
      )}
    </Box>
  );
}
