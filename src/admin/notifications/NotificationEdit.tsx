import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { NotificationForm } from './NotificationForm.tsx';
import { notificationTransform } from './input.ts';

/** Pessimistic: server errors land on the fields, and delete asks for confirmation instead of offering undo. */
function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function NotificationEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={notificationTransform} redirect="list">
      <NotificationForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
