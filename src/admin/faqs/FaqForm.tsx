import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX, faqInputSchema } from '#domain/schemas/faq.ts';
import { LocalizedArticle } from '../common/LocalizedArticle.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

/** The form's values as FaqInput (domain/schemas/faq.ts); the API body is the same. */
function toFaqInput(values: Record<string, unknown>) {
  return {
    category: values.category ?? '',
    question: values.question ?? '',
    answer: values.answer ?? '',
    translations: values.translations ?? {},
    order: typeof values.order === 'number' ? values.order : 0,
    shows: values.shows ?? true,
  };
}

function FaqForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(faqInputSchema, toFaqInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <TextInput source="category" slotProps={{ htmlInput: { maxLength: FAQ_CATEGORY_MAX } }} />
      <LocalizedArticle heading="question" body="answer" headingMax={FAQ_QUESTION_MAX} />
      <NumberInput source="order" min={0} step={1} />
      <BooleanInput source="shows" />
    </SimpleForm>
  );
}

export function FaqCreate() {
  return (
    <Create
      transform={toFaqInput}
      redirect="list"
      record={{ category: '', question: '', answer: '', order: 0, shows: true }}
      mutationMode="pessimistic"
    >
      <FaqForm />
    </Create>
  );
}

export function FaqEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toFaqInput} redirect="list">
      <FaqForm edit />
    </Edit>
  );
}
