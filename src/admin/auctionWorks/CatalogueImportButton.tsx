import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { XlsxUploadButton } from '../common/XlsxUploadButton.tsx';

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
  const { filterValues } = useListContext();
  const programId = typeof filterValues.programId === 'string' ? filterValues.programId : '';
  return (
    <XlsxUploadButton<Answer>
      path={`/api/console/${row.api}/import?programId=${encodeURIComponent(programId)}`}
      label={`resources.${row.name}.import`}
      hint={`resources.${row.name}.importHint`}
      disabled={!programId}
      onAnswer={(answer) => {
        if (answer.created > 0) {
          notify(translate(`resources.${row.name}.imported`, { count: answer.created }), { type: 'success' });
          refresh();
        } else {
          const lines = answer.problems.slice(0, 5).map((p) => `${p.row}: ${p.message}`);
          notify(lines.join('\n'), { type: 'error', multiLine: true, autoHideDuration: 10_000 });
        }
      }}
    />
  );
}
