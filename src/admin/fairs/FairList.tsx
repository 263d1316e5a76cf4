import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  Pagination,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { FAIR_LABEL_TEXTS, type FairLabel } from '#domain/matching/labels.ts';
import type { Fair } from '#domain/schemas/matchingFair.ts';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { isLocale } from '../i18n.ts';
import { FairDownloadButton } from './FairDownloadButton.tsx';
import { FairDayLinks } from './day/FairDayLinks.tsx';

const filters = [<ImeSearchInput key="q" source="q" alwaysOn />];

type FairRow = Fair & { id: string };

function LabelCell({ label }: { label: FairLabel }) {
  const [locale] = useLocaleState();
  return <>{FAIR_LABEL_TEXTS[label]?.[isLocale(locale) ? locale : 'ko'] ?? label}</>;
}

/** Fairs, newest event first, with each fair's matching list and seller × slot matrix as .xlsx. */
export function FairList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'eventFrom', order: 'DESC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
    >
      <DataTable<FairRow> bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="label" disableSort render={(r: FairRow) => <LabelCell label={r.label} />} />
        <DataTable.Col source="eventFrom" render={(r: FairRow) => dateTimeCell(r.eventFrom)} />
        <DataTable.Col source="eventTo" render={(r: FairRow) => dateTimeCell(r.eventTo)} />
        <DataTable.NumberCol source="sellers" disableSort />
        <DataTable.NumberCol source="buyers" disableSort />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col label={translate('resources.fairs.fields.downloads')} disableSort>
          <FairDownloadButton kind="excel" />
          <FairDownloadButton kind="matrix" />
        </DataTable.Col>
        <DataTable.Col label={translate('resources.fairDay.name')} disableSort>
          <FairDayLinks />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
