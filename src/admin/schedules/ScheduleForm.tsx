import { useMemo, type ReactElement } from 'react';
import { BooleanInput, NumberInput, SimpleForm, TextInput, useLocaleState } from 'react-admin';
import { scheduleInputSchema, SCHEDULE_TITLE_MAX } from '../../../domain/schemas/schedule.ts';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';
import { isLocale } from '../i18n.ts';
import { schemaValidator } from '../validation.ts';
import { toScheduleInput } from './input.ts';

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
      <TextInput source="title" slotProps={{ htmlInput: { maxLength: SCHEDULE_TITLE_MAX } }} />
      <BooleanInput source="shows" />
      <BooleanInput source="stops" />
      <SeoulDateTimeInput source="openAt" />
      <SeoulDateTimeInput source="deadAt" />
      <TextInput source="message.beforeOpen" multiline minRows={2} />
      <TextInput source="message.dead" multiline minRows={2} />
      <TextInput source="message.dead2" multiline minRows={2} />
      <TextInput source="message.stop" multiline minRows={2} />
    </SimpleForm>
  );
}
