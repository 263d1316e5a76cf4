import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { saveBlob } from '../common/saveBlob.ts';
import { client } from '../session.ts';

/**
 * One fair's .xlsx: `excel` is its matching list, `matrix` the seller × slot schedule matrix
 * (GET /api/console/fairs/{_id}/excel | matrix).
 */
export function FairDownloadButton({ kind }: { kind: 'excel' | 'matrix' }) {
  const record = useRecordContext<{ id: string; title?: string }>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  if (!record) return null;
  const download = async () => {
    setRunning(true);
    try {
      const { blob, filename } = await client.blob(`/api/console/fairs/${record.id}/${kind}`);
      saveBlob(blob, filename ?? `${kind}.xlsx`);
    } catch (error) {
      if ((error as { status?: number }).status !== 403) notify('console.export.failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      label={`resources.fairs.actions.${kind}`}
      disabled={running}
      onClick={(e) => {
        e.stopPropagation();
        void download();
      }}
    >
      <FileDownload />
    </Button>
  );
}
