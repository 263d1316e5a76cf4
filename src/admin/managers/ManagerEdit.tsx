import { useMemo } from 'react';
import { Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  FunctionField,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { mayToggleScope } from '#domain/grants.ts';
import { managerUpdateSchema } from '#domain/schemas/manager.ts';
import { isLocale } from '../i18n.ts';
import { dateTimeCell, phoneText } from '../format.ts';
import { schemaValidator } from '../validation.ts';
import { granteeOf, mayChange, useGrantor } from './grants.ts';
import type { ManagerRow } from './ManagerList.tsx';
import { useScopeChoices } from './scopes.ts';

/** What the API takes: the rights and the lock only (the profile is set at creation). */
const toUpdate = (values: Record<string, unknown>) => ({ scope: values.scope, locked: values.locked });

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

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
  const [locale] = useLocaleState();
  const validate = useMemo(
    () => schemaValidator(managerUpdateSchema, () => (isLocale(locale) ? locale : 'ko'), toUpdate),
    [locale],
  );
  return (
    <Edit mutationMode="pessimistic" transform={toUpdate} redirect="list">
      <SimpleForm validate={validate} toolbar={<EditToolbar />} sx={{ maxWidth: 720 }}>
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
