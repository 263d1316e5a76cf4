import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import {
  BooleanInput,
  Loading,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { settingSchema, type Setting } from '../../../domain/schemas/setting.ts';
import { fieldErrors } from '../common/serverErrors.ts';
import { isLocale } from '../i18n.ts';
import { client } from '../session.ts';
import { schemaValidator } from '../validation.ts';

const PATH = '/api/console/setting';

/** react-admin turns an emptied text input into null; the setting's "not shown" is an empty string. */
function toSettingInput(values: Record<string, unknown>): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const social = (values.social ?? {}) as Record<string, unknown>;
  return {
    companyName: text(values.companyName),
    representative: text(values.representative),
    email: text(values.email),
    phone: text(values.phone),
    businessNumber: text(values.businessNumber),
    address: text(values.address),
    copyright: text(values.copyright),
    social: {
      blog: text(social.blog),
      youtube: text(social.youtube),
      facebook: text(social.facebook),
      instagram: text(social.instagram),
    },
    surveyUrl: text(values.surveyUrl),
    copyProtection: values.copyProtection === true,
  };
}

function Section({ title, hint }: { title: string; hint?: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(hint)}
        </Typography>
      )}
    </>
  );
}

/**
 * `/console/setting` (scope manager): the footer values, social links, survey URL and copy protection that
 * the public site reads from `GET /api/v1/setting`. Validated by the same schema as the API.
 */
export function SettingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [setting, setSetting] = useState<Setting | null>(null);
  const [failed, setFailed] = useState(false);
  const validate = useMemo(
    () => schemaValidator(settingSchema, () => (isLocale(locale) ? locale : 'ko'), toSettingInput),
    [locale],
  );

  useEffect(() => {
    const controller = new AbortController();
    client
      .get<{ setting: Setting }>(PATH, { signal: controller.signal })
      .then((result) => (result.ok ? setSetting(result.data.setting) : setFailed(true)))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const save = async (values: Record<string, unknown>) => {
    try {
      const result = await client.put<{ setting: Setting }>(PATH, toSettingInput(values));
      if (!result.ok) return fieldErrors(result.data);
      setSetting(result.data.setting);
      notify('resources.setting.saved', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    return undefined;
  };

  const url = { helperText: 'resources.setting.hints.url', type: 'url' } as const;
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="resources.setting.name" />
      <CardContent>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {translate('resources.setting.name')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.setting.hints.cache')}
        </Typography>
        {failed && <Alert severity="error">{translate('resources.setting.loadError')}</Alert>}
        {!setting && !failed && <Loading />}
      </CardContent>
      {setting && (
        <SimpleForm
          record={setting}
          onSubmit={save}
          validate={validate}
          resource="setting"
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <Section title="resources.setting.sections.footer" hint="resources.setting.hints.footer" />
          <TextInput source="companyName" />
          <TextInput source="representative" />
          <TextInput source="email" type="email" />
          <TextInput source="phone" />
          <TextInput source="businessNumber" />
          <TextInput source="address" />
          <TextInput source="copyright" />
          <Section title="resources.setting.sections.social" />
          <TextInput source="social.blog" {...url} />
          <TextInput source="social.youtube" {...url} />
          <TextInput source="social.facebook" {...url} />
          <TextInput source="social.instagram" {...url} />
          <Section title="resources.setting.sections.site" />
          <TextInput source="surveyUrl" {...url} />
          <BooleanInput source="copyProtection" helperText="resources.setting.hints.copyProtection" />
        </SimpleForm>
      )}
    </Card>
  );
}
