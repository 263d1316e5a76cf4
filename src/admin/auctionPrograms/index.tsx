import Gavel from '@mui/icons-material/Gavel';
import { Create, DataTable, Edit, type ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';
import { ProgramForm } from './ProgramForm.tsx';
import { ProgramShow } from './ProgramMonitor.tsx';

type ProgramRow = {
  id: string;
  title: string;
  opensAt: string;
  firstCloseAt: string;
  workCount: number;
  requiresApproval: boolean;
  shows: boolean;
};

function ProgramList() {
  return (
    <ConsoleList
      filters={[<ImeSearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'opensAt', order: 'DESC' }}
    >
      <DataTable<ProgramRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="title" />
        <DataTable.Col source="opensAt" render={(r) => dateTimeCell(r.opensAt)} />
        <DataTable.Col source="firstCloseAt" disableSort render={(r) => dateTimeCell(r.firstCloseAt)} />
        <DataTable.NumberCol source="workCount" disableSort />
        <DataTable.Col
          source="requiresApproval"
          disableSort
          render={(r) => (r.requiresApproval ? '✓' : '')}
        />
        <DataTable.Col source="shows" disableSort render={(r) => (r.shows ? '✓' : '')} />
      </DataTable>
    </ConsoleList>
  );
}

const DEFAULTS = {
  closeIntervalSeconds: 60,
  softCloseWindowSeconds: 120,
  softCloseExtensionSeconds: 120,
  premiumBasisPoints: 1800,
  requiresApproval: false,
  shows: true,
};

/** 경매(세일): route /console/auction/programs (its page is the live monitor), scope auction. */
export const auctionPrograms = {
  name: consoleResource('auctionPrograms').name,
  list: ProgramList,
  show: ProgramShow,
  create: () => (
    <Create redirect="show" record={DEFAULTS} mutationMode="pessimistic">
      <ProgramForm />
    </Create>
  ),
  edit: () => (
    <Edit redirect="show" mutationMode="pessimistic">
      <ProgramForm edit />
    </Edit>
  ),
  icon: Gavel,
  recordRepresentation: 'title',
} satisfies ResourceProps;
