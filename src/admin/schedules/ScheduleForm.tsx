import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { scheduleInputSchema, SCHEDULE_TITLE_MAX } from '#domain/schemas/schedule.ts';
import { LocalizedTabs } from '../common/LocalizedTabs.tsx';
import { SeoulDateTimeInput } from '../common/SeoulDateTimeInput.tsx';
import { SaveToolbar } from '../common/FormToolbars.tsx';
import { useSchemaValidator } from '../common/schemaValidator.ts';
import { RoundDraw } from './RoundDraw.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';

const MESSAGES = ['beforeOpen', 'dead', 'dead2', 'stop'] as const;

interface ScheduleMessage {
  beforeOpen?: unknown;
  dead?: unknown;
  dead2?: unknown;
  stop?: unknown;
}

/** The form's values as ScheduleInput (domain/schemas/schedule.ts); the API body has the same shape. */
export function toScheduleInput(values: Record<string, unknown>) {
  const message = (values.message ?? {}) as ScheduleMessage;
  return {
    round:
      typeof values.round === 'number'
        ? values.round
        : values.round == null
          ? undefined
          : Number(values.round),
    title: values.title,
    shows: values.shows ?? true,
    stops: values.stops ?? false,
    openAt: values.openAt ?? undefined,
    deadAt: values.deadAt ?? undefined,
    message: {
      beforeOpen: message.beforeOpen ?? '',
      dead: message.dead ?? '',
      dead2: message.dead2 ?? '',
      stop: message.stop ?? '',
    },
    translations: values.translations ?? {},
  };
}

/** A preview of the public state, then round, title, switches, the window in Seoul time and the four messages. */
function ScheduleForm({ edit }: { edit?: boolean }) {
  const validate = useSchemaValidator(scheduleInputSchema, toScheduleInput);
  return (
    <SimpleForm validate={validate} toolbar={edit ? <SaveToolbar /> : undefined} sx={{ maxWidth: 960 }}>
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

export function ScheduleCreate() {
  return (
    <Create
      transform={toScheduleInput}
      redirect="list"
      record={{ shows: true, stops: false, message: { beforeOpen: '', dead: '', dead2: '', stop: '' } }}
      mutationMode="pessimistic"
    >
      <ScheduleForm />
    </Create>
  );
}

/** Rounds are not deleted (the API has no DELETE: applications refer to them); hide one with `shows`. */
export function ScheduleEdit() {
  return (
    <>
      <Edit mutationMode="pessimistic" transform={toScheduleInput} redirect="list">
        <ScheduleForm edit />
      </Edit>
      <RoundDraw />
    </>
  );
}
