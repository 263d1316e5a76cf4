import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  Labeled,
  SimpleForm,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { answerInputSchema } from '#domain/schemas/question.ts';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { LazyRichTextInput } from '../common/LazyRichTextInput.tsx';
import { RevealButton, useReveal } from '../common/RevealDialog.tsx';
import { dateTimeCell } from '../format.ts';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { AnswerState, type QuestionRow } from './QuestionList.tsx';

/** What the answer form sends (PUT /api/console/center/questions/:id): the answer and the shown switch. */
const toAnswerInput = (values: Record<string, unknown>) => ({
  answer: typeof values.answer === 'string' ? values.answer : '',
  shows: values.shows !== false,
});

/** The question as the asker wrote it (plain text), above the answer form. */
function Question({ revealButton }: { revealButton: React.ReactNode }) {
  const record = useRecordContext<QuestionRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <AnswerState answered={record.answered} />
          <Typography variant="h6" component="h2">
            {record.title}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={4} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Labeled label="resources.center/questions.fields.author">
            <TextField source="author" />
          </Labeled>
          {revealButton}
          <Labeled label="resources.center/questions.fields.createdAt">
            <span>{dateTimeCell(record.createdAt)}</span>
          </Labeled>
          {record.answeredAt ? (
            <Labeled label="resources.center/questions.fields.answeredAt">
              <span>
                {dateTimeCell(record.answeredAt)} · {record.answeredBy ?? ''}
              </span>
            </Labeled>
          ) : null}
        </Stack>
        <Typography variant="subtitle2" color="text.secondary">
          {translate('resources.center/questions.fields.content')}
        </Typography>
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.content}</Box>
      </CardContent>
    </Card>
  );
}

/**
 * The answer page: the question, then the answer in rich text (images and formatting like notices) and whether
 * the question is listed. Saving sets answeredAt, so the asker's list shows 답변완료.
 */
export function QuestionEdit() {
  const reveal = useReveal();
  const { meta } = reveal;
  const button = <RevealButton reveal={reveal} />;
  const validate = useSchemaValidator(answerInputSchema, toAnswerInput);
  return (
    <Edit mutationMode="pessimistic" transform={toAnswerInput} redirect="list" queryOptions={{ meta }}>
      <SimpleForm validate={validate} toolbar={<SaveDeleteToolbar />} sx={{ maxWidth: 960 }}>
        <Question revealButton={button} />
        <LazyRichTextInput source="answer" />
        <BooleanInput source="shows" />
      </SimpleForm>
    </Edit>
  );
}
