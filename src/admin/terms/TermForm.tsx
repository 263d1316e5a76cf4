import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { CODE_MAX, CONTENT_TITLE_MAX } from '#domain/schemas/contentFields.ts';
import { termInputSchema } from '#domain/schemas/term.ts';
import { LocalizedArticle } from '../common/LocalizedArticle.tsx';
import { SaveDeleteToolbar } from '../common/FormToolbars.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';

/** The form's values as TermInput (domain/schemas/term.ts); the API body is the same. */
function toTermInput(values: Record<string, unknown>) {
  return {
    code: values.code ?? '',
    title: values.title ?? '',
    content: values.content ?? '',
    translations: values.translations ?? {},
    required: values.required ?? false,
    order: typeof values.order === 'number' ? values.order : 0,
  };
}

function TermForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(termInputSchema, toTermInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveDeleteToolbar /> : undefined} sx={{ maxWidth: 960 }}>
      <TextInput
        source="code"
        helperText="resources.terms.codeHint"
        slotProps={{ htmlInput: { maxLength: CODE_MAX } }}
      />
      <LocalizedArticle headingMax={CONTENT_TITLE_MAX} />
      <BooleanInput source="required" />
      <NumberInput source="order" min={0} step={1} />
    </SimpleForm>
  );
}

export function TermCreate() {
  return (
    <Create
      transform={toTermInput}
      redirect="list"
      record={{ code: '', title: '', content: '', required: false, order: 0 }}
      mutationMode="pessimistic"
    >
      <TermForm />
    </Create>
  );
}

export function TermEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toTermInput} redirect="list">
      <TermForm edit />
    </Edit>
  );
}
