import { Edit, SaveButton, Toolbar } from 'react-admin';
import { ScheduleForm } from './ScheduleForm.tsx';
import { toScheduleInput } from './input.ts';

/** Rounds are not deleted (the API has no DELETE: applications refer to them); hide one with `shows`. */
function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function ScheduleEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toScheduleInput} redirect="list">
      <ScheduleForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
