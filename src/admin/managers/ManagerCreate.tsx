import { useMemo } from 'react';
import {
  CheckboxGroupInput,
  Create,
  PasswordInput,
  SimpleForm,
  TextInput,
  useLocaleState,
} from 'react-admin';
import { managerCreateSchema, USERNAME_MAX } from '#domain/schemas/manager.ts';
import { isLocale } from '../i18n.ts';
import { schemaValidator } from '../validation.ts';
import { useGrantor } from './grants.ts';
import { useScopeChoices } from './scopes.ts';

const defaults = { scope: ['manager'] };

/** A new manager: SPEC § 5 rules checked by the same schema as the API, scopes as checkboxes. */
export function ManagerCreate() {
  const [locale] = useLocaleState();
  const grantor = useGrantor();
  // a manager grants only scopes they hold (domain/grants.ts): the others are shown, not choosable
  const choices = useScopeChoices().map((choice) => ({
    ...choice,
    disabled: !grantor?.scopes.includes(choice.id),
  }));
  const validate = useMemo(
    () => schemaValidator(managerCreateSchema, () => (isLocale(locale) ? locale : 'ko')),
    [locale],
  );
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
