import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Loading,
  ResourceContextProvider,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { settingSchema, type Setting } from '#domain/schemas/setting.ts';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { fieldErrors } from '../common/serverErrors.ts';
import { client } from '../session.ts';
import { useSchemaValidator } from '../common/schemaValidator.ts';

const PATH = '/api/console/setting';

/** react-admin turns an emptied text input into null; the setting's "not shown" is an empty string. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;
/** An emptied number input is null: sent as NaN it would read as a number, so it goes as null (refused). */
const number = (value: unknown) => (typeof value === 'number' ? value : null);

function toSettingInput(values: Record<string, unknown>): Record<string, unknown> {
  const social = record(values.social);
  const complex = record(values.complex);
  const stations = Array.isArray(complex.stations) ? complex.stations.map(record) : [];
  return {
    companyName: text(values.companyName),
    representative: text(values.representative),
    email: text(values.email),
    phone: text(values.phone),
    businessNumber: text(values.businessNumber),
    mailOrderNumber: text(values.mailOrderNumber),
    address: text(values.address),
    copyright: text(values.copyright),
    translations: values.translations ?? {},
    social: {
      blog: text(social.blog),
      youtube: text(social.youtube),
      facebook: text(social.facebook),
      instagram: text(social.instagram),
    },
    surveyUrl: text(values.surveyUrl),
    copyProtection: values.copyProtection === true,
    complex: {
      name: text(complex.name),
      address: text(complex.address),
      stations: stations.map((station) => ({
        name: text(station.name),
        line: text(station.line),
        exit: text(station.exit),
        walkMin: number(station.walkMin),
        color: text(station.color),
        translations: station.translations ?? {},
      })),
      lat: number(complex.lat),
      lng: number(complex.lng),
      officePhone: text(complex.officePhone),
      officeHours: text(complex.officeHours),
      translations: complex.translations ?? {},
    },
  };
}

/** The console's label of a setting field, the same in every language tab. */
const label = (field: string) => `resources.setting.fields.${field}`;

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
 * `/console/setting` (scope manager): the complex's facts, the operator's footer details (Korean with
 * English and Chinese in language tabs), social links, survey URL and copy protection that the public site
 * reads from `GET /api/v1/setting`. Validated by the same schema as the API.
 */
export function SettingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [setting, setSetting] = useState<Setting | null>(null);
  const [failed, setFailed] = useState(false);
  const validate = useSchemaValidator(settingSchema, toSettingInput);

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
        // the page is a custom route: the form's iterators and language tabs need the resource named
        <ResourceContextProvider value="setting">
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
            <Section title="resources.setting.sections.complex" hint="resources.setting.hints.complex" />
            <LocalizedTabs>
              {(source) => (
                <>
                  {(['name', 'address', 'officeHours'] as const).map((field) => (
                    <TextInput
                      key={field}
                      source={`complex.${source(field)}`}
                      label={label(`complex.${field}`)}
                      fullWidth
                    />
                  ))}
                </>
              )}
            </LocalizedTabs>
            <TextInput source="complex.officePhone" label={label('complex.officePhone')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
              <NumberInput source="complex.lat" label={label('complex.lat')} step={0.0001} />
              <NumberInput source="complex.lng" label={label('complex.lng')} step={0.0001} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.setting.hints.position')}
            </Typography>
            <ArrayInput source="complex.stations" label={label('complex.stations')}>
              {/* nine fields a station: they wrap, each wide enough for a line's name (신분당선, Suin–Bundang Line) */}
              <SimpleFormIterator
                inline
                sx={{
                  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' },
                  '& .RaSimpleFormIterator-form > .MuiFormControl-root': { width: '13em', flex: 'none' },
                }}
              >
                <TextInput source="name" label={label('complex.station.name')} />
                <TextInput source="line" label={label('complex.station.line')} />
                <TextInput
                  source="translations.en.name"
                  label={`${translate(label('complex.station.name'))} (EN)`}
                />
                <TextInput
                  source="translations.en.line"
                  label={`${translate(label('complex.station.line'))} (EN)`}
                />
                <TextInput
                  source="translations.cn.name"
                  label={`${translate(label('complex.station.name'))} (中文)`}
                />
                <TextInput
                  source="translations.cn.line"
                  label={`${translate(label('complex.station.line'))} (中文)`}
                />
                <TextInput source="exit" label={label('complex.station.exit')} />
                <NumberInput source="walkMin" label={label('complex.station.walkMin')} min={1} max={60} />
                <TextInput source="color" label={label('complex.station.color')} />
              </SimpleFormIterator>
            </ArrayInput>
            <Section title="resources.setting.sections.footer" hint="resources.setting.hints.footer" />
            <LocalizedTabs>
              {(source) => (
                <>
                  {(['companyName', 'representative', 'address', 'copyright'] as const).map((field) => (
                    <TextInput key={field} source={source(field)} label={label(field)} fullWidth />
                  ))}
                </>
              )}
            </LocalizedTabs>
            <TextInput source="email" type="email" />
            <TextInput source="phone" />
            <TextInput source="businessNumber" />
            <TextInput source="mailOrderNumber" />
            <Section title="resources.setting.sections.social" />
            <TextInput source="social.blog" {...url} />
            <TextInput source="social.youtube" {...url} />
            <TextInput source="social.facebook" {...url} />
            <TextInput source="social.instagram" {...url} />
            <Section title="resources.setting.sections.site" />
            <TextInput source="surveyUrl" {...url} />
            <BooleanInput source="copyProtection" helperText="resources.setting.hints.copyProtection" />
          </SimpleForm>
        </ResourceContextProvider>
      )}
    </Card>
  );
}
