import { Create } from 'react-admin';
import { NotificationForm } from './NotificationForm.tsx';
import { notificationDefaults, notificationTransform } from './input.ts';

export function NotificationCreate() {
  return (
    <Create
      transform={notificationTransform}
      redirect="list"
      record={notificationDefaults}
      mutationMode="pessimistic"
    >
      <NotificationForm />
    </Create>
  );
}
