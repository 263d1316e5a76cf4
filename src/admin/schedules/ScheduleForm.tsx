import { useMemo, type ReactElement } from 'react';
import { BooleanInput, NumberInput, SimpleForm, TextInput, useLocaleState } from 'react-admin';
import { scheduleInputSchema, SCHEDULE_TITLE_MAX } from '#domain/schemas/schedule.ts';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';
import { isLocale } from '../i18n.ts';
import { schemaValidator } from '../validation.ts';
import { toScheduleInput } from './input.ts';

const MESSAGES = ['beforeOpen', 'dead', 'dead2', 'stop'] as const;

/** A preview of the public state, then round, title, switches, the window in Seoul time and the four messages. */
export function ScheduleForm({ toolbar }: { toolbar?: ReactElement | false }) {
  const [locale] = useLocaleState();
  const validate = useMemo(
    () => schemaValidator(scheduleInputSchema, () => (isLocale(locale) ? locale : 'ko'), toScheduleInput),
    [locale],
  );
  return (
    <SimpleForm validate={validate} toolbar={toolbar} sx={{ maxWidth: 960 }}>
      <SchedulePreview />
      <NumberInput source="round" min={1} step={1} />
      <BooleanInput source="shows" />
      <BooleanInput source="stops" />
      <SeoulDateTimeInput source="openAt" />
      <SeoulDateTimeInput source="deadAt" />
      <LocalizedTabs fields={['title', 'message']}>
        {(source, _locale, label) => (
          <>
            <TextInput
              source={source('title')}
              label={label('title')}
              slotProps={{ htmlInput: { maxLength: SCHEDULE_TITLE_MAX } }}
            />
            {MESSAGES.map((field) => (
              <TextInput
                key={field}
                source={source(field, `message.${field}`)}
                label={label(`message.${field}`)}
                multiline
                minRows={2}
              />
            ))}
          </>
        )}
      </LocalizedTabs>
    </SimpleForm>
  );
}
