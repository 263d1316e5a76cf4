import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { client } from '../session.ts';

/** Saves a blob under the server's file name through a temporary link. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
      save(blob, filename ?? `${kind}.xlsx`);
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
