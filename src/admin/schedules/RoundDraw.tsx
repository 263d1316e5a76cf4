import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import {
  Confirm,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  useDataProvider,
  useGetRecordId,
  useNotify,
  useTranslate,
} from 'react-admin';
import { cellId, DRAW_RANK_FIELDS, EMPTY_CELL_RULES } from '#domain/draw.ts';
import { drawSettingsInputSchema, type DrawState } from '#domain/schemas/draw.ts';
import type { ConsoleDataProvider } from '#src/dataProvider/index.ts';
import { DataTable } from '../common/DataTable.tsx';
import { saveBlob } from '../common/saveBlob.ts';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { formatDateTime } from '../format.ts';

type Step = 'seed' | 'run' | null;
const t = (key: string) => `resources.draw.fields.${key}`;
const TALLY = ['eligible', 'moved', 'won', 'reserves'] as const;

const toInput = (values: Record<string, unknown>) => ({
  cells: ((values.cells ?? []) as { units: unknown }[]).map((c) => ({ ...c, units: Number(c.units) })),
  reservePercent: Number(values.reservePercent),
  emptyCellRule: values.emptyCellRule,
  rankBy: values.rankBy,
  announceAt: values.announceAt || null,
});

/**
 * The round's supply and draw (docs/decisions/0028-verifiable-draw.md), under the round's form: units per
 * cell, the reserve list, the empty-cell rule (shown before the draw), the announcement time; then the
 * seed's hash, the draw, the results notice and the export. Every step is one call of
 * `/api/console/application/schedules/:id/draw`.
 */
export function RoundDraw() {
  const id = useGetRecordId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [draw, setDraw] = useState<DrawState | null>(null);
  const [confirm, setConfirm] = useState<Step>(null);
  const path = `/api/console/application/schedules/${String(id)}/draw`;
  const validate = useSchemaValidator(drawSettingsInputSchema, toInput);

  const act = useCallback(
    async (method: 'POST' | 'PUT', url: string, body?: unknown) => {
      try {
        setDraw((await dataProvider.send<{ draw: DrawState }>(method, url, body)).draw);
        notify(t('saved'), { type: 'success' });
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
    [dataProvider, notify],
  );
  useEffect(() => {
    let live = true;
    dataProvider.send<{ draw: DrawState }>('GET', path).then(
      (answer) => live && setDraw(answer.draw),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, notify, path]);

  const download = async () => {
    const { blob, filename } = await dataProvider.fetchFile(`${path}/export`);
    saveBlob(blob, filename ?? 'draw.xlsx');
  };

  if (!draw) return null;
  const locked = Boolean(draw.seedHash);
  const total = draw.cells.reduce((s, c) => s + c.units, 0);
  const announced = draw.announceAt !== null && new Date(draw.announceAt) <= new Date();
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }} data-testid="round-draw">
      <CardContent>
        <Typography variant="h6">{translate(t('title'))}</Typography>
        <Alert severity="info" sx={{ my: 1 }}>
          {translate(t('rule'))}
        </Alert>
        <Form
          record={draw}
          onSubmit={(values: Record<string, unknown>) => act('PUT', path, toInput(values))}
          validate={validate}
        >
          <DataTable
            rows={draw.cells}
            rowKey={(cell) => cellId(cell)}
            columns={[
              { header: translate(t('cell')), value: (cell) => cellId(cell) },
              {
                header: translate(t('units')),
                value: (_, index) => (
                  <NumberInput
                    source={`cells.${index}.units`}
                    label={false}
                    min={0}
                    step={1}
                    disabled={locked}
                    helperText={false}
                  />
                ),
              },
              ...(draw.tally
                ? TALLY.map((key) => ({
                    header: translate(t(key)),
                    numeric: true,
                    value: (cell: DrawState['cells'][number]) =>
                      draw.tally?.find((c) => cellId(c) === cellId(cell))?.[key],
                  }))
                : []),
            ]}
            footer={
              <TableRow>
                <TableCell>{translate(t('total'))}</TableCell>
                <TableCell>{total}</TableCell>
              </TableRow>
            }
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <NumberInput
              source="reservePercent"
              label={t('reservePercent')}
              min={0}
              step={1}
              disabled={locked}
            />
            <SelectInput
              source="rankBy"
              label={t('rankBy')}
              choices={DRAW_RANK_FIELDS.map((v) => ({ id: v, name: t(v) }))}
              disabled={locked}
            />
            <SeoulDateTimeInput source="announceAt" label={t('announceAt')} />
          </Stack>
          <SelectInput
            source="emptyCellRule"
            label={t('emptyCellRule')}
            choices={EMPTY_CELL_RULES.map((v) => ({ id: v, name: t(v) }))}
            disabled={locked}
            fullWidth
          />
          <SaveButton label={t('save')} />
        </Form>
        <Box sx={{ mt: 2 }}>
          {draw.seedHash && (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="seed-hash">
              {translate(t('seedHash'))}: {draw.seedHash}
            </Typography>
          )}
          {draw.drawnAt && (
            <Typography variant="body2">
              {translate(t('drawnAt'))}: {formatDateTime(draw.drawnAt)} ({draw.drawnBy})
            </Typography>
          )}
          {draw.notifiedAt && (
            <Typography variant="body2">
              {translate(t('notifiedAt'))}: {formatDateTime(draw.notifiedAt)}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={locked} onClick={() => setConfirm('seed')}>
            {translate(t('seed'))}
          </Button>
          <Button
            variant="contained"
            disabled={!locked || Boolean(draw.drawnAt)}
            onClick={() => setConfirm('run')}
          >
            {translate(t('run'))}
          </Button>
          <Button
            variant="outlined"
            disabled={!draw.drawnAt || !announced || Boolean(draw.notifiedAt)}
            onClick={() => act('POST', `${path}/notify`)}
          >
            {translate(t('notify'))}
          </Button>
          <Button variant="outlined" disabled={!draw.drawnAt} onClick={() => void download()}>
            {translate(t('export'))}
          </Button>
          <Button href={`/application/draw?round=${draw.scheduleId}`} target="_blank">
            {translate(t('verify'))}
          </Button>
        </Stack>
        <Confirm
          isOpen={confirm !== null}
          title={confirm === 'run' ? t('run') : t('seed')}
          content={confirm === 'run' ? t('runConfirm') : t('seedConfirm')}
          onConfirm={() => {
            void act('POST', `${path}/${confirm ?? 'seed'}`);
            setConfirm(null);
          }}
          onClose={() => setConfirm(null)}
        />
      </CardContent>
    </Card>
  );
}
