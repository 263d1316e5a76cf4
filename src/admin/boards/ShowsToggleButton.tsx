import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';

/**
 * Hides the row's post or comment from the public side, or shows it again (PUT `{ shows }`); the record
 * stays for the record. Works on a list row and on a detail page alike.
 */
export function ShowsToggleButton({ resource: given }: { resource?: string }) {
  const record = useRecordContext<{ id: string; shows: boolean }>();
  const contextResource = useResourceContext();
  const resource = given ?? contextResource;
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  if (!record || !resource) return null;
  const hide = record.shows;
  const toggle = () =>
    update(
      resource,
      { id: record.id, data: { shows: !hide }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(hide ? 'resources.boards.actions.hidden' : 'resources.boards.actions.shown', {
            type: 'info',
          }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Button
      label={hide ? 'resources.boards.actions.hide' : 'resources.boards.actions.show'}
      color={hide ? 'warning' : 'primary'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation(); // not the row's click
        toggle();
      }}
    >
      {hide ? <VisibilityOff /> : <Visibility />}
    </Button>
  );
}
