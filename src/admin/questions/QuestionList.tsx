import { Chip } from '@mui/material';
import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  DateInput,
  NullableBooleanInput,
  useTranslate,
} from 'react-admin';
import type { ConsoleQuestion } from '#domain/schemas/question.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { dateTimeCell } from '../format.ts';

/** `q` searches title, content and asker; from/to are Seoul days of createdAt, both included. */
const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="answered" source="answered" alwaysOn />,
  <NullableBooleanInput key="shows" source="shows" />,
  <DateInput key="from" source="from" label="console.filters.from" />,
  <DateInput key="to" source="to" label="console.filters.to" />,
];

export type QuestionRow = ConsoleQuestion & { id: string };

/** 답변완료 / 미답변, the words the asker sees on the site. */
export function AnswerState({ answered }: { answered: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={answered ? 'success' : 'warning'}
      label={translate(
        answered ? 'resources.center/questions.state.answered' : 'resources.center/questions.state.waiting',
      )}
    />
  );
}

/** 1:1 문의: newest first; the asker is masked (personal data) — the answer page can reveal one. */
export function QuestionList() {
  return (
    <ConsoleList filters={filters} create={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable<QuestionRow> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="title" />
        <DataTable.Col source="author" disableSort />
        <DataTable.Col
          source="answered"
          disableSort
          render={(record) => <AnswerState answered={record.answered} />}
        />
        <DataTable.Col source="answeredBy" disableSort />
        <DataTable.Col source="answeredAt" render={(record) => dateTimeCell(record.answeredAt)} />
        <DataTable.Col source="shows" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" render={(record) => dateTimeCell(record.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}
