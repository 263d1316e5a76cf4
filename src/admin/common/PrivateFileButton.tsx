import FileDownload from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { Button, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { saveBlob } from './saveBlob.ts';

/**
 * A private file of a record (a form's, a consultation's): fetched with the manager's token, so the server
 * logs the download, then saved under its own name.
 */
export function PrivateFileButton({ file }: { file: { url: string; name: string } }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await dataProvider.fetchFile(file.url);
      saveBlob(blob, file.name);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={file.name} onClick={() => void download()} disabled={busy}>
      <FileDownload />
    </Button>
  );
}
