import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** Pessimistic: server errors land on the fields, and delete asks for confirmation instead of offering undo. */
export function SaveDeleteToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** For records that are not deleted from the console (schedule rounds, managers): save only. */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
