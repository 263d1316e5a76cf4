import { Chip } from '@mui/material';
import {
  BooleanInput,
  ColumnsButton,
  DataTable,
  DateInput,
  FilterButton,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import type { ApplicationKind } from '#domain/constants.ts';
import type { ConsoleApplicationItem } from '#domain/schemas/applicationReview.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { dateTimeCell } from '../format.ts';
import { birthText, phoneText } from '../format.ts';
import { useLabels } from './labels.ts';
import { AssignButton } from './AssignButton.tsx';
import { BulkFilterButton, BulkStatusButton } from './BulkStatus.tsx';
import { GroupNoticeButton } from './GroupNoticeButton.tsx';
import { PrintSelectedButton } from './print.tsx';
import { ApplicationDetail } from './ApplicationShow.tsx';

/** A row of the lists: the console answer with react-admin's `id`. */
export type ApplicationRow = ConsoleApplicationItem & { id: string };

function useFilters(kind: ApplicationKind) {
  const { choices, yesNo } = useLabels();
  const common = [
    <ImeSearchInput key="q" source="q" alwaysOn />,
    <NumberInput key="round" source="round" alwaysOn />,
    <SelectInput key="status" source="status" choices={choices('status')} translateChoice={false} alwaysOn />,
    <NullableBooleanInput key="verified" source="verified" />,
    <BooleanInput key="mine" source="mine" label="resources.applicationReview.mine" />,
    <DateInput key="from" source="from" label="console.filters.from" />,
    <DateInput key="to" source="to" label="console.filters.to" />,
  ];
  if (kind === 'REGISTRATION') return common;
  return [
    ...common,
    <SelectInput
      key="supplyType"
      source="supplyType"
      choices={choices('supplyType')}
      translateChoice={false}
    />,
    <SelectInput
      key="supplyCategory"
      source="supplyCategory"
      choices={choices('supplyCategory')}
      translateChoice={false}
    />,
    <SelectInput key="earningRank" source="earningRank" choices={choices('rank')} translateChoice={false} />,
    <SelectInput key="regionRank" source="regionRank" choices={choices('rank')} translateChoice={false} />,
    <SelectInput
      key="qualificationType"
      source="qualificationType"
      choices={choices('qualificationType')}
      translateChoice={false}
    />,
    // labelled (resources.application.fields) with the questions the applicant answered
    ...YES_NO_QUESTIONS.map((source) => (
      <NullableBooleanInput key={source} source={source} trueLabel={yesNo(true)} falseLabel={yesNo(false)} />
    )),
  ];
}

/** The applicant's yes/no answers (APPLICATION_QUESTION_LABELS): filters and optional columns. */
const YES_NO_QUESTIONS = ['isHomeless', 'isAsset', 'isCar'] as const;

/**
 * Columns shown only when the manager picks them (the columns button): the table fits 1440 px without them.
 * react-admin keeps each manager's choice per list.
 */
const HIDDEN_BY_DEFAULT = [
  'supplyCategory',
  'earningRank',
  'regionRank',
  'documentCount',
  ...YES_NO_QUESTIONS,
];

/**
 * Registrations (관심고객) or applications (청약신청): one API, one kind each. Personal fields come masked; the
 * reveal button asks the secondary password and a reason, then the page reloads with clear values (docs/decisions/0007-personal-data-and-access-log.md).
 */
/** The application's enum columns and the label group each is read with. */
const LABELLED_COLUMNS = [
  ['supplyType', 'supplyType'],
  ['supplyCategory', 'supplyCategory'],
  ['earningRank', 'rank'],
  ['regionRank', 'rank'],
] as const;

export function ApplicationList({ kind }: { kind: ApplicationKind }) {
  const reveal = useReveal();
  const filters = useFilters(kind);
  const { label, yesNo } = useLabels();
  const permanent = { kind };
  return (
    <ConsoleList
      filter={permanent}
      filters={filters}
      // a revealed page is not refetched on focus: each fetch of clear values is another access-log row
      queryOptions={{ meta: reveal.meta, refetchOnWindowFocus: !reveal.meta }}
      actions={
        // six actions beside the filters: they wrap rather than widen the page at 1440 px in English
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <RevealButton reveal={reveal} />
          <FilterButton />
          <ColumnsButton />
          <ExportXlsxButton filter={permanent} personalData />
          <BulkFilterButton permanent={permanent} />
          <GroupNoticeButton permanent={permanent} />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable<ApplicationRow>
        rowClick="show"
        // interest registrations are not reviewed for the draw: their list keeps its width without the row checkboxes
        bulkActionButtons={
          kind === 'APPLICATION' ? (
            <>
              <BulkStatusButton />
              <AssignButton kind={kind} />
              <PrintSelectedButton meta={reveal.meta} Sheet={ApplicationDetail} />
            </>
          ) : (
            false
          )
        }
        hiddenColumns={HIDDEN_BY_DEFAULT}
      >
        <DataTable.Col source="receiptNo" />
        <DataTable.NumberCol source="round" />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="phone" disableSort render={(r) => phoneText(r.phone)} />
        <DataTable.Col source="birth" disableSort render={(r) => birthText(r.birth)} />
        {kind === 'REGISTRATION'
          ? [<DataTable.Col key="email" source="email" disableSort />]
          : [
              ...LABELLED_COLUMNS.map(([source, group]) => (
                <DataTable.Col
                  key={source}
                  source={source}
                  disableSort
                  render={(r) => label(group, r[source])}
                />
              )),
              <DataTable.NumberCol key="documentCount" source="documentCount" disableSort />,
              ...YES_NO_QUESTIONS.map((source) => (
                <DataTable.Col key={source} source={source} disableSort render={(r) => yesNo(r[source])} />
              )),
            ]}
        <DataTable.Col
          source="status"
          render={(r) => <Chip size="small" label={label('status', r.status)} />}
        />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}
