import { useState, type ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { TokenPair } from '../../api/tokens.ts';
import { passwordChangeSchema } from '#domain/schemas/account.ts';
import { subPasswordChangeSchema } from '#domain/schemas/manager.ts';
import { fieldErrors } from '../common/serverErrors.ts';
import { client } from '../session.ts';
import { useSchemaValidator } from '../common/schemaValidator.ts';

interface ChangeFormProps {
  schema: z.ZodType;
  path: string;
  heading: string;
  hint: string;
  submit: string;
  done: string;
  /** What a successful answer means for this browser (a new token pair for the password). */
  onChanged?: (answer: unknown) => void;
  children: ReactNode;
}

/** One change form: validated by the API's schema, the server's field errors shown on the fields. */
function ChangeForm({ schema, path, heading, hint, submit, done, onChanged, children }: ChangeFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // a new key empties the form after a change
  const [generation, setGeneration] = useState(0);
  const validate = useSchemaValidator(schema);

  const save = async (values: Record<string, unknown>) => {
    try {
      const result = await client.put<unknown>(path, values);
      if (!result.ok) return fieldErrors(result.data);
      onChanged?.(result.data);
      notify(done, { type: 'success' });
      setGeneration((g) => g + 1);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    return undefined;
  };

  return (
    <Card component="section">
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h2" variant="h6">
          {translate(heading)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(hint)}
        </Typography>
      </CardContent>
      <SimpleForm
        key={generation}
        resource="password"
        record={{}}
        onSubmit={save}
        validate={validate}
        toolbar={
          <Toolbar>
            <SaveButton label={submit} alwaysEnable={false} />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Card>
  );
}

const rules = { helperText: 'resources.password.hints.rules', autoComplete: 'new-password' } as const;

/**
 * `/console/password` (scope manager): the manager's own login password (docs/spec.md § 5 rules; every other login
 * ends, this browser gets a fresh token pair) and secondary password (needs the login password).
 */
export function PasswordPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="resources.password.name" />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {translate('resources.password.name')}
      </Typography>
      <ChangeForm
        schema={passwordChangeSchema}
        path="/api/console/me/password"
        heading="resources.password.sections.password"
        hint="resources.password.hints.password"
        submit="resources.password.submitPassword"
        done="resources.password.changed"
        onChanged={(pair) => client.tokens.set(pair as TokenPair)}
      >
        <PasswordInput source="password" autoComplete="current-password" />
        <PasswordInput source="newPassword" {...rules} />
        <PasswordInput source="confirm" autoComplete="new-password" />
      </ChangeForm>
      <ChangeForm
        schema={subPasswordChangeSchema}
        path="/api/console/me/subPassword"
        heading="resources.password.sections.subPassword"
        hint="resources.password.hints.subPassword"
        submit="resources.password.submitSubPassword"
        done="resources.password.subChanged"
      >
        <PasswordInput source="password" autoComplete="current-password" />
        <PasswordInput source="newSubPassword" {...rules} />
        <PasswordInput
          source="confirm"
          label="resources.password.fields.subConfirm"
          autoComplete="new-password"
        />
      </ChangeForm>
    </Stack>
  );
}
