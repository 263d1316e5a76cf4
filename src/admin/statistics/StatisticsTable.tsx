import { useState } from 'react';
import Download from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StatisticsTable as TableName } from '#domain/schemas/statistics.ts';
import { DataTable } from '../common/DataTable.tsx';
import { saveBlob } from '../common/saveBlob.ts';
import { client } from '../session.ts';

export interface Column<T> {
  /** `resources.statistics.fields.<label>` */
  label: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

/** One table of the statistics with its chart above and its .xlsx download. */
export function StatisticsTable<T>(props: {
  round: number;
  table: TableName;
  rows: readonly T[];
  columns: readonly Column<T>[];
  chart?: ReactNode;
  note?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const field = (key: string) => translate(`resources.statistics.fields.${key}`);

  const download = async () => {
    setRunning(true);
    try {
      const path = `/api/console/statistics/export?round=${props.round}&table=${props.table}`;
      const { blob, filename } = await client.blob(path);
      saveBlob(blob, filename ?? `${props.table}.xlsx`);
    } catch {
      notify('console.export.failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={`statistics-${props.table}`}>
      <CardContent>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          useFlexGap
          sx={{ mb: 1, flexWrap: 'wrap', columnGap: 1 }}
        >
          <Typography id={`statistics-${props.table}`} variant="h6" component="h2">
            {field(props.table)}
          </Typography>
          <Button startIcon={<Download />} onClick={() => void download()} disabled={running}>
            {translate(running ? 'console.export.running' : 'console.export.label')}
          </Button>
        </Stack>
        {props.chart}
        {props.note ? (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {props.note}
          </Typography>
        ) : null}
        <DataTable
          columns={props.columns.map((c) => ({ ...c, header: field(c.label) }))}
          rows={props.rows}
          rowKey={(_, i) => i}
        />
      </CardContent>
    </Card>
  );
}
