import { useEffect, useState, type ComponentType } from 'react';
import { Dialog, DialogContent, GlobalStyles } from '@mui/material';
import {
  Button,
  RecordContextProvider,
  useDataProvider,
  useListContext,
  useNotify,
  type RaRecord,
} from 'react-admin';

/**
 * The review sheet on paper (docs/decisions/0027-application-status-life.md): no app bar, menu, toolbars or buttons (`.no-print`), each record on
 * its own page. Values print as the screen shows them: masked unless the manager revealed them.
 */
export const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .RaSidebar-root, .RaShow-main > .MuiToolbar-root, .no-print': {
          display: 'none !important',
        },
        body: { background: '#fff' },
        '.RaLayout-content, .RaLayout-appFrame': { padding: '0 !important', margin: '0 !important' },
        '.MuiCard-root': { breakInside: 'avoid', boxShadow: 'none' },
        '.print-sheet': { breakAfter: 'page' },
      },
    }}
  />
);

/** While the batch prints, only the dialog's sheets are on paper. */
const batchStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '#root': { display: 'none !important' },
        '.MuiDialog-root, .MuiDialog-container, .MuiDialog-paper': {
          position: 'static !important',
          overflow: 'visible !important',
          maxHeight: 'none !important',
        },
        '.MuiBackdrop-root': { display: 'none !important' },
      },
    }}
  />
);

/**
 * Prints the selected records: each is read as the record page reads it (`meta` carries the reveal, so a
 * masked list prints masked and every clear read is logged), then the browser's print dialog opens.
 */
export function PrintSelectedButton({ meta, Sheet }: { meta: object | undefined; Sheet: ComponentType }) {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [records, setRecords] = useState<RaRecord[] | null>(null);
  useEffect(() => {
    if (!records) return;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [records]);
  const load = async () => {
    try {
      const answers = await Promise.all(
        selectedIds.map((id) => dataProvider.getOne(resource, { id, ...(meta ? { meta } : {}) })),
      );
      setRecords(answers.map((a) => a.data));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label="resources.applicationReview.printSelected" onClick={() => void load()} />
      {records ? (
        <Dialog open fullScreen onClose={() => setRecords(null)} data-testid="print-batch">
          {batchStyles}
          <DialogContent onClick={() => setRecords(null)}>
            {records.map((record) => (
              <div key={String(record.id)} className="print-sheet">
                <RecordContextProvider value={record}>
                  <Sheet />
                </RecordContextProvider>
              </div>
            ))}
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
