import { useState } from 'react';
import { CircularProgress } from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { usePersonalDataProof } from './RevealDialog.tsx';

interface ExportXlsxButtonProps {
  /** The list's permanent filter (react-admin keeps it out of `filterValues`), e.g. `{ kind: 'REGISTRATION' }`. */
  filter?: Record<string, unknown>;
  /**
   * The list holds personal data: the secondary password and a reason are confirmed first and sent with the
   * request (docs/decisions/0007-personal-data-and-access-log.md).
   */
  personalData?: boolean;
}

/**
 * Downloads the server's .xlsx of the current list: same filter and sort, every matching row. react-admin's
 * ExportButton would fetch at most 1,000 rows into the browser and write CSV, which garbles Korean in Excel.
 */
export function ExportXlsxButton({ filter, personalData = false }: ExportXlsxButtonProps) {
  const resource = useResourceContext();
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const { requestProof, forget, dialog } = usePersonalDataProof();

  const download = async () => {
    if (!resource) return;
    const proof = personalData ? await requestProof() : null;
    if (personalData && !proof) return;
    setRunning(true);
    try {
      await dataProvider.exportXlsx(resource, {
        filter: { ...filterValues, ...filter },
        sort,
        ...(proof ? { personalData: { token: proof.token, reason: proof.reason } } : {}),
      });
    } catch (error) {
      // A 403 has been alerted by the client already; anything else gets a notice here.
      const status = (error as { status?: number }).status;
      if (status === 403 && personalData) forget();
      else if (status !== 403) notify('console.export.failed', { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button
        label={running ? 'console.export.running' : 'console.export.label'}
        onClick={download}
        disabled={running || total === 0}
      >
        {running ? <CircularProgress size={16} /> : <FileDownload />}
      </Button>
      {personalData ? dialog : null}
    </>
  );
}
