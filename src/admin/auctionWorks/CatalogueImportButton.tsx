import UploadFile from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

const row = consoleResource('auctionWorks');
type Answer = { created: number; problems: { row: number; field: string; message: string }[] };

/**
 * Imports a catalogue .xlsx into the sale picked in the list's filter (docs/decisions/0034-auction-console.md):
 * the server creates all its lots or none, and its problems are shown by row.
 */
export function CatalogueImportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<ConsoleDataProvider>();
  const { filterValues } = useListContext();
  const programId = typeof filterValues.programId === 'string' ? filterValues.programId : '';
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('upload', file);
    setBusy(true);
    try {
      const answer = await dp.send<Answer>(
        'POST',
        `/api/console/${row.api}/import?programId=${encodeURIComponent(programId)}`,
        form,
      );
      if (answer.created > 0) {
        notify(translate(`resources.${row.name}.imported`, { count: answer.created }), { type: 'success' });
        refresh();
      } else {
        const lines = answer.problems.slice(0, 5).map((p) => `${p.row}: ${p.message}`);
        notify(lines.join('\n'), { type: 'error', multiLine: true, autoHideDuration: 10_000 });
      }
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
      notify(Object.values(body?.errors ?? {})[0] ?? body?.message ?? 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        label={`resources.${row.name}.import`}
        title={translate(`resources.${row.name}.importHint`)}
        disabled={busy || !programId}
        onClick={() => input.current?.click()}
      >
        <UploadFile />
      </Button>
    </>
  );
}
