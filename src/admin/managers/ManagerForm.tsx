import { Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Edit,
  FunctionField,
  Labeled,
  PasswordInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { mayToggleScope } from '#domain/grants.ts';
import { managerCreateSchema, managerUpdateSchema, USERNAME_MAX } from '#domain/schemas/manager.ts';
import { dateTimeCell, phoneText } from '../format.ts';
import { SaveToolbar } from '../common/FormToolbars.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { granteeOf, mayChange, useGrantor } from './grants.ts';
import type { ManagerRow } from './ManagerList.tsx';
import { useScopeChoices } from './scopes.ts';

const defaults = { scope: ['manager'] };

/** A new manager, checked by the API's schema (domain/schemas/manager.ts); scopes as checkboxes. */
export function ManagerCreate() {
  const grantor = useGrantor();
  // a manager grants only scopes they hold (domain/grants.ts): the others are shown, not choosable
  const choices = useScopeChoices().map((choice) => ({
    ...choice,
    disabled: !grantor?.scopes.includes(choice.id),
  }));
  const validate = useSchemaValidator(managerCreateSchema);
  return (
    <Create redirect="list" record={defaults} mutationMode="pessimistic">
      <SimpleForm validate={validate} sx={{ maxWidth: 720 }}>
        <TextInput
          source="username"
          helperText="resources.manager.hints.username"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: USERNAME_MAX } }}
        />
        <PasswordInput
          source="password"
          helperText="resources.manager.hints.password"
          autoComplete="new-password"
        />
        <PasswordInput
          source="subPassword"
          helperText="resources.manager.hints.subPassword"
          autoComplete="new-password"
        />
        <TextInput source="name" autoComplete="off" />
        <TextInput source="email" type="email" autoComplete="off" />
        <TextInput source="phone" helperText="resources.manager.hints.phone" autoComplete="off" />
        <CheckboxGroupInput source="scope" choices={choices} row={false} />
      </SimpleForm>
    </Create>
  );
}

/** What the API takes: the rights and the lock only (the profile is set at creation). */
const toUpdate = (values: Record<string, unknown>) => ({ scope: values.scope, locked: values.locked });

/**
 * The scope checkboxes and the lock switch, each disabled where domain/grants.ts would refuse the change
 * from the saved record: a scope the caller does not hold, one's own account, the protected accounts.
 */
function RightsInputs() {
  const record = useRecordContext<ManagerRow>();
  const grantor = useGrantor();
  const allChoices = useScopeChoices();
  if (!record) return null;
  const { target, protectedUsernames } = granteeOf(record);
  const choices = allChoices.map((choice) => ({
    ...choice,
    disabled: !grantor || !mayToggleScope(grantor, target, choice.id, protectedUsernames),
  }));
  const lockable = mayChange(grantor, record, (t) => ({
    action: record.locked ? 'unlock' : 'lock',
    target: t,
  }));
  return (
    <>
      <CheckboxGroupInput source="scope" choices={choices} row={false} />
      <BooleanInput source="locked" disabled={!lockable} />
    </>
  );
}

/** A manager's scopes and lock; the masked profile is shown for recognition only. */
export function ManagerEdit() {
  const translate = useTranslate();
  const validate = useSchemaValidator(managerUpdateSchema, toUpdate);
  return (
    <Edit mutationMode="pessimistic" transform={toUpdate} redirect="list">
      <SimpleForm validate={validate} toolbar={<SaveToolbar />} sx={{ maxWidth: 720 }}>
        <Labeled source="username">
          <TextField source="username" />
        </Labeled>
        <Labeled source="name">
          <TextField source="name" />
        </Labeled>
        <Labeled source="email">
          <TextField source="email" />
        </Labeled>
        <Labeled source="phone">
          <FunctionField<{ phone?: string }> render={(record) => phoneText(record.phone)} />
        </Labeled>
        <Labeled source="createdAt">
          <FunctionField<{ createdAt?: string }> render={(record) => dateTimeCell(record.createdAt)} />
        </Labeled>
        <RightsInputs />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.manager.hints.self')}
        </Typography>
      </SimpleForm>
    </Edit>
  );
}
