import { Create } from 'react-admin';
import { ScheduleForm } from './ScheduleForm.tsx';
import { scheduleDefaults, toScheduleInput } from './input.ts';

export function ScheduleCreate() {
  return (
    <Create transform={toScheduleInput} redirect="list" record={scheduleDefaults} mutationMode="pessimistic">
      <ScheduleForm />
    </Create>
  );
}
