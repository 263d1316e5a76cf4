import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import {
  DataTable,
  Edit,
  FilterButton,
  NullableBooleanInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type ResourceProps,
} from 'react-admin';
import { consoleResource } from '#domain/consoleResources.ts';
import { questionAnswerSchema, type ConsoleQuestion } from '#domain/schemas/shopReviews.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import { ExportXlsxButton } from '../common/ExportXlsxButton.tsx';
import { SaveToolbar } from '../common/FormToolbars.tsx';
import { ImeSearchInput } from '../common/ImeSearchInput.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { dateTimeCell } from '../format.ts';
import { Fact } from '../shopReviews/Fact.tsx';

// Product questions (docs/decisions/0042-shop-reviews-and-questions.md): answered or not like the 1:1
// inquiries; the answer mails the asker.

const row = consoleResource('shopQuestions');
const R = `resources.${row.name}`;
type QuestionRow = ConsoleQuestion & { id: string };

const filters = [
  <ImeSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="answered" source="answered" alwaysOn />,
];

function Status({ answered }: { answered: boolean }) {
  const translate = useTranslate();
  return (
    <span style={{ color: answered ? undefined : '#c62828' }}>{translate(`${R}.status.${answered}`)}</span>
  );
}

function QuestionList() {
  return (
    <ConsoleList
      filters={filters}
      create={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportXlsxButton />
        </TopToolbar>
      }
    >
      <DataTable<QuestionRow> bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="productName" disableSort />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="private" disableSort render={(r) => (r.private ? '✓' : '')} />
        <DataTable.Col
          source="text"
          disableSort
          render={(r) => ((r.text ?? '').length > 40 ? `${(r.text ?? '').slice(0, 40)}…` : r.text)}
        />
        <DataTable.Col source="answered" disableSort render={(r) => <Status answered={r.answered} />} />
        <DataTable.Col source="createdAt" render={(r) => dateTimeCell(r.createdAt)} />
      </DataTable>
    </ConsoleList>
  );
}

function QuestionBody() {
  const question = useRecordContext<QuestionRow>();
  const translate = useTranslate();
  if (!question) return null;
  return (
    <>
      <Fact label={`${R}.fields.productName`}>
        <span>
          {question.productName} · {question.username} · {dateTimeCell(question.createdAt)}
        </span>
      </Fact>
      <Fact label={`${R}.fields.text`}>
        <p style={{ margin: 0 }}>{question.text}</p>
      </Fact>
      <p>{translate(`${R}.mailed`)}</p>
    </>
  );
}

const toAnswer = (values: Record<string, unknown>) => ({ answer: values.answer });

function QuestionEdit() {
  const validate = useSchemaValidator(questionAnswerSchema, toAnswer);
  return (
    <Edit mutationMode="pessimistic" transform={toAnswer} redirect="list">
      <SimpleForm validate={validate} toolbar={<SaveToolbar />} sx={{ maxWidth: 960 }}>
        <QuestionBody />
        <TextInput source="answer" multiline minRows={4} fullWidth />
      </SimpleForm>
    </Edit>
  );
}

/** 상품문의: route /console/shop/inquires, API /api/console/shop/inquires, scope shop. */
export const shopQuestions = {
  name: row.name,
  list: QuestionList,
  edit: QuestionEdit,
  icon: QuestionAnswer,
  recordRepresentation: 'productName',
} satisfies ResourceProps;
