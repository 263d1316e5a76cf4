import {
  AutocompleteInput,
  DataTable,
  DateInput,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { CONSULTATION_STATES, type ConsoleConsultation } from '#domain/schemas/consultation.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** A consultation as the list and the show page read it: the console answer with react-admin's `id`. */
export type ConsultationRow = ConsoleConsultation & { id: string };

const NAME = consoleResource('consultations').name;
const capital = (state: string) => `${state[0]!.toUpperCase()}${state.slice(1)}`;

export const stateChoices = CONSULTATION_STATES.map((state) => ({
  id: state,
  name: `resources.${NAME}.state${capital(state)}`,
}));

/** `q` searches the question; from/to are Seoul days of the request. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
  <ReferenceInput key="practiceId" source="practiceId" reference={consoleResource('practices').name}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="lawyerId" source="lawyerId" reference={consoleResource('lawyers').name}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

/** 전문가 상담: newest first; members masked until one consultation is revealed on its page. */
export function ConsultationList() {
  return (
    <ConsoleList filters={filters} create={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<ConsultationRow> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="state" render={(r) => <StateText state={r.state} />} />
        <DataTable.Col source="practiceId" disableSort render={(r) => r.practice?.name ?? '—'} />
        <DataTable.Col source="country" disableSort />
        <DataTable.Col source="member.name" disableSort />
        <DataTable.Col source="member.companyName" disableSort />
        <DataTable.Col source="lawyerId" disableSort render={(r) => r.adviser?.name ?? '—'} />
        <DataTable.Col source="files" disableSort align="right" render={(r) => r.files.length} />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

/** The state's word in the console's language. */
export function StateText({ state }: { state: ConsultationRow['state'] }) {
  const translate = useTranslate();
  return <>{translate(`resources.${NAME}.state${capital(state)}`)}</>;
}
