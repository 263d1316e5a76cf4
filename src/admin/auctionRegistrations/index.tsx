import HowToReg from '@mui/icons-material/HowToReg';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { AutocompleteInput, Button, DataTable, FilterButton, FunctionField } from 'react-admin';
import { ReferenceInput, SelectInput, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { useNotify, useRecordContext, useRefresh, useTranslate, type ResourceProps } from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { REGISTRATION_STATUSES, type ConsoleRegistration } from '#domain/schemas/auction.ts';
import { useConsoleAction } from '../common/useConsoleAction.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { RevealShow } from '../common/RevealShow.tsx';
import { dateTimeCell, phoneText } from '../format.ts';
import { client } from '../session.ts';

// Bidders' registrations (docs/decisions/0033-timed-auction.md): names and phones masked until revealed with
// the sub-password and a reason (docs/decisions/0007-personal-data-and-access-log.md), approval per bidder.

type RegistrationRow = ConsoleRegistration & { id: string };
const row = consoleResource('auctionRegistrations');
const STATUS_CHOICES = REGISTRATION_STATUSES.map((id) => ({
  id,
  name: `resources.${row.name}.statuses.${id}`,
}));

function RegistrationList() {
  const reveal = useReveal();
  const filters = [
    <ImeSearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="programId" source="programId" reference="auction/programs" perPage={100} alwaysOn>
      <AutocompleteInput optionText="title" />
    </ReferenceInput>,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  ];
  return (
    <ConsoleList
      filters={filters}
      queryOptions={{ meta: reveal.meta }}
      actions={
        <TopToolbar>
          <FilterButton />
          <RevealButton reveal={reveal} />
          <ExportXlsxButton personalData />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable<RegistrationRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="programTitle" disableSort />
        <DataTable.Col source="paddle" />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="phone" disableSort render={(r) => phoneText(r.phone)} />
        <DataTable.Col source="status" render={(r) => <StatusText status={r.status} />} />
        <DataTable.NumberCol source="bidCount" disableSort />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

function StatusText({ status }: { status: ConsoleRegistration['status'] }) {
  const translate = useTranslate();
  return <span>{translate(`resources.${row.name}.statuses.${status}`)}</span>;
}

/** Approves or rejects the registration (POST …/decision); a bidder with bids is not rejected (409). */
function DecisionButtons() {
  const record = useRecordContext<RegistrationRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy: running, run } = useConsoleAction();
  if (!record) return null;
  const decide = async (status: 'APPROVED' | 'REJECTED') => {
    await run(async () => {
      const res = await client.post<{ message?: string }>(`/api/console/${row.api}/${record.id}/decision`, {
        status,
      });
      if (res.ok) notify(`resources.${row.name}.decided.${status}`, { type: 'success' });
      else notify(res.data.message ?? 'ra.notification.http_error', { type: 'error' });
      refresh();
    });
  };
  return (
    <>
      {record.status !== 'APPROVED' && (
        <Button
          label={`resources.${row.name}.approve`}
          disabled={running}
          onClick={() => void decide('APPROVED')}
        >
          <Check />
        </Button>
      )}
      {record.status !== 'REJECTED' && (
        <Button
          label={`resources.${row.name}.reject`}
          disabled={running}
          onClick={() => void decide('REJECTED')}
        >
          <Close />
        </Button>
      )}
    </>
  );
}

function RegistrationShow() {
  return (
    <RevealShow before={<DecisionButtons />}>
      <SimpleShowLayout>
        <TextField source="programTitle" />
        <TextField source="paddle" />
        <TextField source="username" />
        <TextField source="name" />
        <FunctionField<RegistrationRow> source="phone" render={(r) => phoneText(r.phone)} />
        <FunctionField<RegistrationRow> source="status" render={(r) => <StatusText status={r.status} />} />
        <TextField source="bidCount" />
        <FunctionField<RegistrationRow>
          source="termsAcceptedAt"
          render={(r) => dateTimeCell(r.termsAcceptedAt)}
        />
        <FunctionField<RegistrationRow> source="decidedAt" render={(r) => dateTimeCell(r.decidedAt)} />
        <FunctionField<RegistrationRow> source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
      </SimpleShowLayout>
    </RevealShow>
  );
}

/** 응찰 등록: route /console/auction/registrations, scope auction. */
export const auctionRegistrations = {
  name: row.name,
  list: RegistrationList,
  show: RegistrationShow,
  icon: HowToReg,
  recordRepresentation: 'paddle',
} satisfies ResourceProps;
